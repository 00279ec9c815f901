// `npm run build`, and every build of the site (scripts/lib/build.ts, used by `npm start`, the
// tests, the bench and the Dockerfile): `next build` into NEXT_DIST_DIR (or .next), a V8 compile
// hint on the scripts every page starts with, then the server's own TypeScript compiled beside it
// (scripts/lib/server-modules.mjs). `node scripts/build.mjs --server` does only the last step,
// which needs no database (the Dockerfile's `migrate` stage).
//
// The compile hint: those scripts (React DOM, Next's client and router, the Turbopack runtime:
// `rootMainFiles` of build-manifest.json) run almost all of their functions while the page loads.
// V8 compiles a function lazily, on the main thread, the first time it runs: on a page of text
// that was the longest task of the load (~70 ms of a 2-core machine, four times that on
// Lighthouse's simulated phone). `//# allFunctionsCalledOnLoad` on a script's first line tells V8
// (Chrome 136 and later) to compile all of it eagerly while the script streams in, on a
// background thread; other browsers read a comment. docs/PERFORMANCE.md has the figures.
//
// Plain JavaScript, like scripts/serve.mjs, so that it runs before anything is compiled.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'

import { SERVER_MODULES, compiledDir, root } from './lib/server-modules.mjs'

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

/**
 * Compiles SERVER_MODULES into `compiledDir(distDir)`: one ES module each, the repository's code
 * bundled in (tsconfig paths included), packages left to node_modules, shared code in shared
 * chunks. Returns the paths written.
 */
export async function compileServer(distDir) {
  const { build } = await import('esbuild')
  const outdir = compiledDir(distDir)
  rmSync(outdir, { recursive: true, force: true })
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVER_MODULES,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [fullySpecifiedPackagePaths, serverOnlyMarker],
    // Production code only. Started without NODE_ENV=production, packages load their
    // development builds before this line runs (imports come first), and Lexical's deadlocks
    // Node 20's module loader now and then: the process would exit silently, half started.
    banner: {
      js: "if (process.env.NODE_ENV !== 'production') throw new Error('Código compilado para producción: ejecútalo con NODE_ENV=production.')",
    },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  })
  return Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.mjs'))
}

/**
 * `nodemailer/lib/shared`, `next/cache`: a path into a package without an `exports` map, which
 * Next's bundler and tsx resolve as require() would and Node's ES module loader does not (it wants
 * the file, `nodemailer/lib/shared/index.js`). Such a path is written out in full; everything else
 * is left as it is.
 */
const fullySpecifiedPackagePaths = {
  name: 'fully-specified-package-paths',
  setup(build) {
    const deepPath = /^(@[^/]+\/[^/]+|[^./@][^/]*)\/.+$/
    build.onResolve({ filter: deepPath }, ({ path: specifier, resolveDir }) => {
      if (specifier.startsWith('node:')) return { path: specifier, external: true }
      const require = createRequire(path.join(resolveDir, 'noop.js'))
      const name = specifier.match(deepPath)[1]
      let manifest
      try {
        manifest = require.resolve(`${name}/package.json`)
      } catch {
        // A Node built-in (fs/promises) or a package that exports no package.json.
        return { path: specifier, external: true }
      }
      if (JSON.parse(readFileSync(manifest, 'utf8')).exports)
        return { path: specifier, external: true }
      const file = path.relative(path.dirname(manifest), require.resolve(specifier))
      return { path: `${name}/${file.split(path.sep).join('/')}`, external: true }
    })
  },
}

/**
 * `import 'server-only'` marks a module Next must keep out of the browser; Node resolves it to a
 * module that throws unless started with --conditions=react-server. Everything compiled here is
 * server code, so the marker compiles to nothing.
 */
const serverOnlyMarker = {
  name: 'server-only-marker',
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({
      path: 'server-only',
      namespace: 'marker',
    }))
    build.onLoad({ filter: /.*/, namespace: 'marker' }, () => ({ contents: '' }))
  },
}

// Run as a command (not imported by a test).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  if (!process.argv.includes('--server')) {
    const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
    if (built.status !== 0) process.exit(built.status ?? 1)
    const files = hintRootMainFiles(distDir)
    console.log(`[build] Compilación anticipada en ${files.length} scripts de arranque.`)
  }
  const compiled = await compileServer(distDir)
  console.log(
    `[build] Servidor compilado en ${path.relative(root, compiledDir(distDir))}/ (${compiled.length} módulos).`,
  )
}
