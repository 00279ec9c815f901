import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { createGzip } from 'node:zlib'

import { SESSION_COOKIE } from '@/lib/security-headers.mjs'

/**
 * Next puts a page's scripts (React, its runtime and ours, ~150 kB) in the document as `async`,
 * and React's payload (the page again, as data) inline after its markup. On a phone, running
 * them is seconds of work before the page answers a touch, for a visitor who mostly reads.
 * scripts/serve.mjs passes every page through here: each script is asked for from a small loader
 * in the <head> (see `ScriptMode` for when), and their low-priority preloads are dropped.
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
  const mode = scriptMode(req)
  // The payload is never answered "not modified": the browser's copy of that address is the page.
  if (mode === 'flight') delete req.headers['if-none-match']
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
    if (html && mode === 'flight') {
      body = new FlightExtractor()
      res.setHeader('content-type', 'application/json; charset=utf-8')
      res.setHeader('cache-control', 'private, no-cache')
    } else if (html) {
      const lazy = mode === 'visitor'
      body = new ScriptRewriter({ lazy, flight: lazy && prerendered(res) })
    } else body = new Passthrough()
    res.removeHeader('content-length')
    let vary = withVary(res.getHeader('vary'), 'Accept-Encoding')
    if (html) vary = withVary(vary, FLIGHT_HEADER)
    res.setHeader('vary', vary)
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

function withVary(vary: unknown, name: string): string {
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '')
  if (new RegExp(`\\b${name}\\b`, 'i').test(current)) return current
  return current ? `${current}, ${name}` : name
}

/**
 * A page Next answered from its cache of prerendered pages (the public ones): the loader's
 * request for its payload, a moment later, is answered from that same copy.
 */
const prerendered = (res: ServerResponse) => res.hasHeader('x-nextjs-cache')

/**
 * How a page gets its scripts, from the request:
 * - `visitor` (no session): the scripts run on the visitor's first touch, key or pointer move, or
 *   once the page has been idle a few seconds after `load`. A prerendered page also leaves its
 *   React payload out of the document: the loader asks for it (`flight`) just before the scripts.
 *   (Prefetching the scripts at `load` cost a phone more main-thread time than it saved.)
 * - `member` (a session cookie): right after the first paint, as live updates need them; the
 *   loader marks the page (`<html data-session>`) so its header waits for the member's links.
 * - `flight`: the loader's request for a page's React payload, answered as JSON.
 */
export type ScriptMode = 'visitor' | 'member' | 'flight'

const FLIGHT_HEADER = 'x-tarima-flight'
const SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`)

export function scriptMode(req: IncomingMessage): ScriptMode {
  if (req.headers[FLIGHT_HEADER]) return 'flight'
  return SESSION.test(String(req.headers.cookie ?? '')) ? 'member' : 'visitor'
}

/**
 * How long a visitor's page waits, idle after `load`, before it runs its scripts unasked: by
 * then the page has settled (its images and the browser's own work after loading are done), so
 * React's start does not compete with the loading a visitor sees. A touch starts it at once.
 */
const IDLE_MS = 6_000

/**
 * The loader, first in the <head>. `__tarimaLater(src)` keeps a script's address until the page
 * starts; `__tarimaStart()` starts it (the end-to-end tests call it instead of waiting).
 * For a visitor, a click on a button or a form sent before React has the page is held and done
 * again once it has (`<html data-hydrated>`, src/features/site/hydration-mark.tsx): nothing a
 * visitor does in the first seconds is lost. Links work as links meanwhile.
 */
export function loader(options: { lazy: boolean; flight: boolean }): string {
  const js = [
    '(function(w,d){',
    `var lazy=${options.lazy},flight=${options.flight},queue=[],state=0,held=null;`,
    'function add(s){var e=d.createElement("script");e.src=s;e.async=true;d.head.appendChild(e)}',
    'function run(){state=2;var q=queue;queue=null;q.forEach(add)}',
    // Without its payload the page cannot start: a failed request waits for the next touch.
    'function start(){if(state)return;state=1;if(!flight)return run();',
    `fetch(location.href,{headers:{"${FLIGHT_HEADER}":"1"},credentials:"same-origin",cache:"no-store"})`,
    '.then(function(r){return r.json()}).then(function(list){',
    'var f=w.__next_f=w.__next_f||[];list.forEach(function(x){f.push(x)});run()},',
    'function(){state=0})}',
    'w.__tarimaLater=function(s){queue?queue.push(s):add(s)};w.__tarimaStart=start;',
    // A member's page says so before its first paint: the header shows no "Acceder" (globals.css).
    'if(!lazy){d.documentElement.setAttribute("data-session","");',
    'requestAnimationFrame(function(){setTimeout(start,0)});return}',
    'var wake=["pointerdown","pointermove","touchstart","keydown","focusin","wheel"];',
    'function woken(){wake.forEach(function(t){d.removeEventListener(t,woken,true)});start()}',
    'wake.forEach(function(t){d.addEventListener(t,woken,{capture:true,passive:true})});',
    'w.addEventListener("load",function(){',
    `setTimeout(function(){(w.requestIdleCallback||setTimeout)(start,{timeout:2000})},${IDLE_MS})});`,
    // Held: the first button clicked or form sent; its twin clicks are dropped, not done twice.
    'function hold(e){var t=e.target,b=t&&t.closest?t.closest("button,[role=button]"):null;',
    'if(e.type==="click"&&!b)return;e.preventDefault();e.stopImmediatePropagation();',
    'if(!held){held=b&&e.type==="click"?{b:b}:{f:t,s:e.submitter};(b||t).setAttribute("aria-busy","true")}',
    'start()}',
    // Fields filled before: React keeps what they show but never heard of it, so it is told.
    'var typed=[];function note(e){var t=e.target;if(t&&/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)',
    '&&t.type!=="file"&&typed.indexOf(t)<0)typed.push(t)}',
    // What each field shows is read first: telling React of one re-renders the form, and React
    // then puts the others back to what it knew.
    'function told(el){var k=el.type,c=k==="checkbox"||k==="radio",v=c?el.checked:el.value;',
    'return function(){if(!el.isConnected)return;',
    // Set through the element, a value is what React last saw; the prototype's setter is not.
    'if(c){el.checked=!v;el.click();return}',
    'var p=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),"value");el.value=v?"":" ";',
    'p.set.call(el,v);el.dispatchEvent(new Event(el.tagName==="SELECT"?"change":"input",{bubbles:true}))}}',
    'var on=[["click",hold],["submit",hold],["input",note],["change",note]];',
    'on.forEach(function(x){d.addEventListener(x[0],x[1],true)});',
    'new MutationObserver(function(m,o){if(!d.documentElement.hasAttribute("data-hydrated"))return;',
    'o.disconnect();on.forEach(function(x){d.removeEventListener(x[0],x[1],true)});replay(100)',
    '}).observe(d.documentElement,{attributes:true,attributeFilter:["data-hydrated"]});',
    // Parts of a page in a Suspense boundary hydrate a moment after the rest: React's mark on a
    // field (`_valueTracker`) and on an element (`__reactProps$…`) says when they have.
    'function hydrated(el){if(!el.isConnected)return true;for(var k in el)',
    'if(k==="_valueTracker"||k.indexOf("__reactProps$")===0)return true;return false}',
    'function replay(tries){var h=held,waits=typed.concat(h?[h.b||h.f]:[]);',
    'if(tries>0&&!waits.every(hydrated))return setTimeout(replay,50,tries-1);',
    'typed.map(told).forEach(function(tell){tell()});held=null;if(!h)return;(h.b||h.f).removeAttribute("aria-busy");',
    'setTimeout(function(){if(h.b)h.b.isConnected&&h.b.click();',
    'else if(h.f.isConnected)h.f.requestSubmit(h.s&&h.s.isConnected?h.s:undefined)},0)}',
    '})(self,document)',
  ]
  return `<script>${js.join('')}</script>`
}

const SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g
// React's payload, as Next writes it: `<`, and so `</script>`, never appear in it unescaped.
const FLIGHT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([^<]*)\)<\/script>/g

/** Reads a document as it streams, a whole tag at a time (a tag cut between chunks waits). */
abstract class StreamedDocument implements Body {
  private decoder = new StringDecoder('utf8')
  private rest = ''

  push(chunk: Buffer): string {
    const text = this.rest + this.decoder.write(chunk)
    const cut = cutPoint(text)
    this.rest = text.slice(cut)
    return this.rewrite(text.slice(0, cut))
  }

  finish(): string {
    const text = this.rest + this.decoder.end()
    this.rest = ''
    return this.rewrite(text) + this.end()
  }

  protected abstract rewrite(text: string): string
  protected end(): string {
    return ''
  }
}

/**
 * Rewrites an HTML document as it streams: the loader after `<head>`, each Next script tag
 * becomes a call to it, the script preloads go, and so does React's payload when `flight`.
 */
export class ScriptRewriter extends StreamedDocument {
  private loaderAdded = false

  constructor(private options: { lazy: boolean; flight: boolean }) {
    super()
  }

  protected rewrite(text: string): string {
    if (!this.loaderAdded) {
      const head = text.indexOf('<head>')
      if (head === -1) return text
      this.loaderAdded = true
      const at = head + '<head>'.length
      return text.slice(0, at) + loader(this.options) + this.rewrite(text.slice(at))
    }
    const rewritten = text
      .replace(PRELOAD, '')
      .replace(SCRIPT, (_, src: string) => `<script>__tarimaLater(${JSON.stringify(src)})</script>`)
    return this.options.flight ? rewritten.replace(FLIGHT, '') : rewritten
  }
}

/** The React payload of a document, as the JSON list of what it pushes, for the loader. */
export class FlightExtractor extends StreamedDocument {
  private parts: string[] = []

  protected rewrite(text: string): string {
    for (const match of text.matchAll(FLIGHT)) this.parts.push(match[1])
    return ''
  }

  protected end(): string {
    return `[${this.parts.join(',')}]`
  }
}

/** Where the text stops being safe to rewrite: the start of a tag that may not be whole yet. */
function cutPoint(text: string): number {
  let cut = text.length
  const open = text.lastIndexOf('<')
  if (open !== -1 && text.indexOf('>', open) === -1) cut = open
  const script = text.lastIndexOf('<script')
  if (script !== -1 && text.indexOf('</script>', script) === -1) cut = Math.min(cut, script)
  // `<head>` itself, cut in two, is found by the `<` rule above.
  return cut
}
