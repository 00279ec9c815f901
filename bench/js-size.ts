// First-load JavaScript of a page: every script under /_next/static/ its HTML loads (not the
// noModule polyfills), fetched and gzipped here (zlib, default level), so the figure does not
// depend on the server compressing. Split into React and Next's runtime and our own code (our
// modules and the packages they bring, such as tailwind-merge), module by module:
//
// - A Turbopack chunk is `(globalThis.TURBOPACK||…).push([script, id, factory, id, factory, …])`;
//   each factory loads the modules it needs as `e.i(id)` / `e.r(id)` (`e` being its first
//   parameter).
// - React and Next are the modules of the build's rootMainFiles (build-manifest.json: React DOM,
//   Next's client and router, Turbopack's runtime; what every page loads before anything of ours),
//   the client modules that the client reference manifests (server/app/**/
//   *_client-reference-manifest.js) name under node_modules/next or node_modules/react*
//   (layout-router, next/link…), and every module those load.
// - Everything else in the page's scripts is ours. Its gzip size is that of our modules' code
//   gzipped together, chunk by chunk; React + Next is the rest of the page's gzip total.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import ts from 'typescript'

import { root } from '../scripts/lib/paths'
import { DIST_DIR } from './server'

export type JsSize = {
  path: string
  /** The page's HTML as a visitor gets it, and gzipped. */
  htmlBytes: number
  htmlGzipBytes: number
  scripts: number
  rawBytes: number
  gzipBytes: number
  /** React and Next's runtime: gzipBytes less ownGzipBytes. */
  frameworkGzipBytes: number
  /** Our modules (and the packages they bring), gzipped together chunk by chunk. */
  ownRawBytes: number
  ownGzipBytes: number
  /** Our modules, largest first (id, raw bytes, the code's start): what to look at to trim it. */
  ownModules?: { id: number; bytes: number; start: string }[]
}

type Module = { id: number; code: string; deps: number[] }

/** The modules of a Turbopack chunk, or null when it is not one (the runtime itself). */
function chunkModules(code: string): Module[] | null {
  const file = ts.createSourceFile(
    'chunk.js',
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  )
  const statement = file.statements[0]
  if (!statement || !ts.isExpressionStatement(statement)) return null
  const call = statement.expression
  if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return null
  if (call.expression.name.text !== 'push') return null
  const list = call.arguments[0]
  if (!list || !ts.isArrayLiteralExpression(list)) return null
  const modules: Module[] = []
  const elements = list.elements
  for (let i = 1; i < elements.length - 1; i++) {
    const id = elements[i]!
    const factory = elements[i + 1]!
    if (!ts.isNumericLiteral(id) || !ts.isFunctionLike(factory)) continue
    modules.push({
      id: Number(id.text),
      code: code.slice(factory.getStart(file), factory.end),
      deps: factoryDeps(factory),
    })
    i++
  }
  return modules
}

/** The ids a factory loads: calls like `e.i(123)` on its first parameter. */
function factoryDeps(factory: ts.SignatureDeclaration): number[] {
  const first = factory.parameters[0]?.name
  if (!first || !ts.isIdentifier(first)) return []
  const runtime = first.text
  const deps: number[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === runtime &&
      node.arguments[0] &&
      ts.isNumericLiteral(node.arguments[0])
    ) {
      deps.push(Number(node.arguments[0].text))
    }
    ts.forEachChild(node, visit)
  }
  ts.forEachChild(factory, visit)
  return deps
}

const FRAMEWORK_MODULE = /^\[project\]\/node_modules\/(?:next|react|react-dom|scheduler)\//

/** What the build says is React and Next's: its rootMainFiles and Next's own client modules. */
type BuildFacts = { rootFiles: Set<string>; frameworkIds: Set<number> }

function readBuild(distDir: string): BuildFacts {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[]
  }
  const rootFiles = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`))
  const frameworkIds = new Set<number>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        const text = readFileSync(file, 'utf8')
        // Each entry reads "[project]/node_modules/next/…":{"id":339756,…
        for (const match of text.matchAll(/"(\[project\]\/[^"]+)":\{"id":(\d+)/g)) {
          if (FRAMEWORK_MODULE.test(match[1]!)) frameworkIds.add(Number(match[2]))
        }
      }
    }
  }
  walk(path.join(distDir, 'server', 'app'))
  return { rootFiles, frameworkIds }
}

let cached: { distDir: string; buildId: string; facts: BuildFacts } | undefined

function buildFacts(distDir: string): BuildFacts {
  const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8')
  if (cached?.distDir !== distDir || cached.buildId !== buildId) {
    cached = { distDir, buildId, facts: readBuild(distDir) }
  }
  return cached.facts
}

export async function firstLoadJs(
  base: string,
  page: string,
  { distDir = path.join(root, DIST_DIR), detail = false } = {},
): Promise<JsSize> {
  const html = await (await fetch(base + page)).text()
  const sources = new Set<string>()
  const found: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1]!
    // Browsers with modules (all current ones) skip the noModule polyfills.
    if (/\bnomodule\b/i.test(attributes)) continue
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]?.replaceAll('&amp;', '&')
    if (src) found.push(src)
  }
  // The scripts the loader of src/server/later-scripts.ts asks for when the page starts.
  for (const match of html.matchAll(/__tarimaLater\("([^"]+)"\)/g)) found.push(match[1]!)
  for (const src of found) {
    const url = new URL(src, base)
    if (url.origin === new URL(base).origin && url.pathname.startsWith('/_next/static/')) {
      sources.add(url.pathname + url.search)
    }
  }
  const facts = existsSync(path.join(distDir, 'BUILD_ID')) ? buildFacts(distDir) : null
  if (!facts) throw new Error(`No hay compilación en ${distDir} para separar React y Next`)

  let rawBytes = 0
  let gzipBytes = 0
  const chunks: { file: string; body: Buffer; modules: Module[] | null }[] = []
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(base + src)).arrayBuffer())
    rawBytes += body.length
    gzipBytes += gzipSync(body).length
    const file = src.split('?')[0]!
    chunks.push({ file, body, modules: chunkModules(body.toString('utf8')) })
  }

  // React and Next: the root chunks' modules and Next's client modules, and all they load.
  const byId = new Map<number, Module>()
  for (const chunk of chunks) for (const found of chunk.modules ?? []) byId.set(found.id, found)
  const framework = new Set<number>()
  const queue = [...facts.frameworkIds]
  for (const chunk of chunks) {
    if (facts.rootFiles.has(chunk.file)) queue.push(...(chunk.modules ?? []).map((m) => m.id))
  }
  while (queue.length) {
    const id = queue.pop()!
    if (framework.has(id)) continue
    framework.add(id)
    for (const dep of byId.get(id)?.deps ?? []) queue.push(dep)
  }

  let ownRawBytes = 0
  let ownGzipBytes = 0
  const ownModules: NonNullable<JsSize['ownModules']> = []
  for (const chunk of chunks) {
    if (facts.rootFiles.has(chunk.file)) continue
    // A script outside the root files that is not a module chunk: all of it counts as ours.
    const code = chunk.modules
      ? chunk.modules
          .filter((found) => !framework.has(found.id))
          .map((found) => found.code)
          .join(',')
      : chunk.body
    for (const found of chunk.modules ?? []) {
      if (framework.has(found.id)) continue
      ownModules.push({ id: found.id, bytes: found.code.length, start: found.code.slice(0, 120) })
    }
    if (!code.length) continue
    ownRawBytes += Buffer.byteLength(code)
    ownGzipBytes += gzipSync(code).length
  }
  return {
    path: page,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    scripts: sources.size,
    rawBytes,
    gzipBytes,
    frameworkGzipBytes: gzipBytes - ownGzipBytes,
    ownRawBytes,
    ownGzipBytes,
    ...(detail ? { ownModules: ownModules.sort((a, b) => b.bytes - a.bytes) } : {}),
  }
}
