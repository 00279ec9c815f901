// `npm run build`, and every build of the site (scripts/lib/build.ts, used by `npm start`, the
// tests, the bench and the Dockerfile): `next build` into NEXT_DIST_DIR (or .next), then a V8
// compile hint on the scripts every page starts with.
//
// Those scripts (React DOM, Next's client and router, the Turbopack runtime: `rootMainFiles` of
// build-manifest.json) run almost all of their functions while the page loads. V8 compiles a
// function lazily, on the main thread, the first time it runs: on a page of text that was the
// longest task of the load (~70 ms of a 2-core machine, four times that on Lighthouse's
// simulated phone). `//# allFunctionsCalledOnLoad` on a script's first line tells V8 (Chrome 136
// and later) to compile all of it eagerly while the script streams in, on a background thread;
// other browsers read a comment. docs/PERFORMANCE.md has the figures.
//
// Plain JavaScript, like scripts/serve.mjs, so a production image runs it with Node alone.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Puts the compile hint on the root main files of the build in `distDir`; returns their paths. */
export function hintRootMainFiles(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const files = manifest.rootMainFiles.map((file) => path.join(distDir, file))
  for (const file of files) {
    const code = readFileSync(file, 'utf8')
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code)
  }
  return files
}

// Run as a command (not imported by a test): build, then hint.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
  const files = hintRootMainFiles(process.env.NEXT_DIST_DIR || '.next')
  console.log(`[build] Compilación anticipada en ${files.length} scripts de arranque.`)
}
