// The floor of the public pages (bench/run.ts): a bare Node HTTP server that answers each page
// with the bytes and headers the site sent for it, kept in memory. Its requests per second under
// the same load are what the machine and the load generator allow for those bytes (a large page
// parses slower in autocannon whoever sends it), so the site's figure divided by this one is the
// share of the hardware the site uses. Started as its own process
// (`tsx bench/same-bytes.ts <port> <site> <path>…`), like the site, so the load generator never
// shares its event loop.
import { get, createServer, type IncomingHttpHeaders } from 'node:http'

/** Hop-by-hop headers: the bare server sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date'])

type Copy = { headers: IncomingHttpHeaders; body: Buffer }

/** One page as the site sends it to a client without Accept-Encoding, as autocannon asks. */
function copyOf(url: string): Promise<Copy> {
  return new Promise((resolve, reject) => {
    const request = get(url, { timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`${url} respondió ${response.statusCode}`))
          return
        }
        const headers = Object.fromEntries(
          Object.entries(response.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        )
        const body = Buffer.concat(chunks)
        resolve({ headers: { ...headers, 'content-length': String(body.length) }, body })
      })
    })
    request.on('timeout', () => request.destroy(new Error(`${url}: sin respuesta en 30 s`)))
    request.on('error', reject)
  })
}

const [port, site, ...paths] = process.argv.slice(2)
const copies = new Map<string, Copy>()
for (const path of paths) copies.set(path, await copyOf(site + path))

createServer((req, res) => {
  const copy = copies.get(req.url ?? '')
  if (!copy) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, copy.headers)
  res.end(copy.body)
}).listen(Number(port))
