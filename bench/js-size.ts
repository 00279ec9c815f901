// First-load JavaScript of a page: every <script src> under /_next/static/ in its HTML (not the
// noModule polyfills), fetched and gzipped here (zlib, default level), so the figure does not
// depend on the server compressing.
import { gzipSync } from 'node:zlib'

export type JsSize = { path: string; scripts: number; rawBytes: number; gzipBytes: number }

export async function firstLoadJs(base: string, path: string): Promise<JsSize> {
  const html = await (await fetch(base + path)).text()
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1]!
    // Browsers with modules (all current ones) skip the noModule polyfills.
    if (/\bnomodule\b/i.test(attributes)) continue
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]?.replaceAll('&amp;', '&')
    if (!src) continue
    const url = new URL(src, base)
    if (url.origin === new URL(base).origin && url.pathname.startsWith('/_next/static/')) {
      sources.add(url.pathname + url.search)
    }
  }
  let rawBytes = 0
  let gzipBytes = 0
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(base + src)).arrayBuffer())
    rawBytes += body.length
    gzipBytes += gzipSync(body).length
  }
  return { path, scripts: sources.size, rawBytes, gzipBytes }
}
