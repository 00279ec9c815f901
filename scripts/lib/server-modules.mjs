// The TypeScript that runs outside Next in production, compiled by scripts/build.mjs into the
// build folder so that a production image runs it with Node alone (no tsx, no sources):
// - what scripts/serve.mjs answers before Next, and its per-request checks;
// - the deploy's migrations (docker-compose.yml's `migrate`) and the jobs queue (`worker`).
// `npm run dev` loads the first four through tsx instead, from the sources.
//
// Plain JavaScript: scripts/serve.mjs imports it in the production image.
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Output name → source, relative to the repository. */
export const SERVER_MODULES = {
  'fast-routes': 'src/server/fast-routes.ts',
  'request-guards': 'src/server/request-guards.ts',
  'later-scripts': 'src/server/later-scripts.ts',
  'client-ip': 'src/lib/client-ip.ts',
  migrate: 'scripts/migrate.ts',
  worker: 'scripts/worker.ts',
}

/** Where the build in `distDir` (NEXT_DIST_DIR, or .next as next.config.mjs says) keeps them. */
export const compiledDir = (distDir = process.env.NEXT_DIST_DIR || '.next') =>
  path.resolve(root, distDir, 'tarima')

/** The compiled file of a module of SERVER_MODULES. */
export const compiledFile = (name, distDir) => path.join(compiledDir(distDir), `${name}.mjs`)
