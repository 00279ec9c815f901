import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { createGzip } from 'node:zlib'

/**
 * Next puts a page's scripts (React, its runtime and ours, ~150 kB) in the document as `async`.
 * On a fast connection they arrive and run before the browser paints anything, so a phone waits
 * for all of them to see a text it already has. scripts/serve.mjs passes every page through here:
 * each of those scripts is asked for from a small loader in the <head> once the first paint is
 * done (the frame after it: `requestAnimationFrame` alone runs just before that paint), and their
 * low-priority preloads are dropped. The page hydrates the same, a moment later.
 *
 * Next would compress the page before this sees it, so a request for anything but Next's files
 * and the API reaches Next without Accept-Encoding, and what it answers is gzipped here (pages
 * after the rewrite), flushed chunk by chunk as Next streams it.
 */
export function laterScripts(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? ''
  // Next's files and the API keep Next's own compression.
  if (req.method !== 'GET' || /^\/(?:_next|api|admin)(?:\/|$)/.test(url)) return
  const gzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))
  delete req.headers['accept-encoding']

  const writeHead = res.writeHead.bind(res) as (status: number, reason?: string) => ServerResponse
  const write = res.write.bind(res) as (chunk: Buffer) => boolean
  const end = res.end.bind(res) as (callback?: () => void) => ServerResponse
  // undefined until the headers are known; null: sent as Next wrote it.
  let body: Body | null | undefined
  let zip: ReturnType<typeof createGzip> | null = null

  const decide = () => {
    if (body !== undefined) return
    const type = String(res.getHeader('content-type') ?? '')
    const html = type.startsWith('text/html')
    const empty = res.statusCode === 204 || res.statusCode === 304
    if (empty || res.headersSent || res.getHeader('content-encoding') || !COMPRESSIBLE.test(type)) {
      body = null
      return
    }
    body = html ? new ScriptRewriter() : new Passthrough()
    res.removeHeader('content-length')
    res.setHeader('vary', varyWithEncoding(res.getHeader('vary')))
    if (!gzip) return
    res.setHeader('content-encoding', 'gzip')
    zip = createGzip()
    zip.on('data', (chunk: Buffer) => write(chunk))
    zip.on('error', (error) => res.destroy(error))
  }

  const send = (text: string | Buffer) => {
    if (!text.length) return
    if (zip) {
      zip.write(text)
      zip.flush()
    } else write(Buffer.from(text))
  }

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
    const reason = rest.find((arg) => typeof arg === 'string') as string | undefined
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
        if (value !== undefined) res.setHeader(name, value)
    } else if (headers) {
      body = null
      return writeHead(status, ...(rest as [string]))
    }
    decide()
    return writeHead(status, reason)
  }) as typeof res.writeHead

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    decide()
    if (!body) return (write as (...args: unknown[]) => boolean)(chunk, encoding, callback)
    send(body.push(toBuffer(chunk, encoding)))
    if (typeof encoding === 'function') encoding()
    else if (typeof callback === 'function') callback()
    return !res.writableNeedDrain
  }) as typeof res.write

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    decide()
    if (!body) return (end as (...args: unknown[]) => ServerResponse)(chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as
      (() => void) | undefined
    if (chunk != null && typeof chunk !== 'function') send(body.push(toBuffer(chunk, encoding)))
    send(body.finish())
    if (zip) {
      zip.once('end', () => end(done))
      zip.end()
    } else end(done)
    return res
  }) as typeof res.end
}

// What gzip helps: text of any kind (RSC payloads are text/x-component), JSON, XML and their
// kinds (the blog's RSS feed, the web manifest), SVG.
const COMPRESSIBLE =
  /^(?:text\/|image\/svg|application\/(?:json|xml|javascript|[\w.-]+\+(?:json|xml)))/

type Body = { push(chunk: Buffer): string | Buffer; finish(): string | Buffer }

class Passthrough implements Body {
  push(chunk: Buffer) {
    return chunk
  }
  finish() {
    return ''
  }
}

const toBuffer = (chunk: unknown, encoding: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(
          String(chunk),
          typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
        )

function varyWithEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '')
  if (/\baccept-encoding\b/i.test(current)) return current
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding'
}

/**
 * Defines `self.__tarimaLater(src)`: until the frame after the first paint it keeps the address,
 * then it adds the script. Streamed parts of a page may bring more scripts later; those are added
 * at once if that frame has passed.
 */
export const LOADER =
  '<script>(function(){var q=[],on=0;function add(s){var e=document.createElement("script");' +
  'e.src=s;e.async=true;document.head.appendChild(e)}self.__tarimaLater=function(s){on?add(s):q.push(s)};' +
  'requestAnimationFrame(function(){setTimeout(function(){on=1;q.forEach(add)},0)})})()</script>'

const SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g
const SCRIPT_START = '<script src="/_next/static/'

/**
 * Rewrites an HTML document as it streams: the loader after `<head>`, each Next script tag
 * becomes a call to it, the script preloads go. A tag cut between two chunks waits for the next.
 */
export class ScriptRewriter implements Body {
  private decoder = new StringDecoder('utf8')
  private rest = ''
  private loader = false

  push(chunk: Buffer): string {
    const text = this.rest + this.decoder.write(chunk)
    const cut = cutPoint(text)
    this.rest = text.slice(cut)
    return this.rewrite(text.slice(0, cut))
  }

  finish(): string {
    const text = this.rest + this.decoder.end()
    this.rest = ''
    return this.rewrite(text)
  }

  private rewrite(text: string): string {
    if (!this.loader) {
      const head = text.indexOf('<head>')
      if (head === -1) return text
      this.loader = true
      const at = head + '<head>'.length
      return text.slice(0, at) + LOADER + this.rewrite(text.slice(at))
    }
    return text
      .replace(PRELOAD, '')
      .replace(SCRIPT, (_, src: string) => `<script>__tarimaLater(${JSON.stringify(src)})</script>`)
  }
}

/** Where the text stops being safe to rewrite: the start of a tag that may not be whole yet. */
function cutPoint(text: string): number {
  let cut = text.length
  const open = text.lastIndexOf('<')
  if (open !== -1 && text.indexOf('>', open) === -1) cut = open
  const script = text.lastIndexOf(SCRIPT_START)
  if (script !== -1 && text.indexOf('</script>', script) === -1) cut = Math.min(cut, script)
  // `<head>` itself, cut in two, is found by the `<` rule above.
  return cut
}
