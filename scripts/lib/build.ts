import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { root } from './paths'
import { run } from './processes'
import { compiledFile } from './server-modules.mjs'

/** What a production build is made from: a newer file here means the build is out of date. */
const SOURCES = [
  'src',
  'collections',
  'access',
  'fields',
  'globals',
  'public',
  'payload.config.ts',
  'next.config.mjs',
  'package-lock.json',
  // What the build does after `next build`, and the server code it compiles.
  'scripts/build.mjs',
  'scripts/lib/server-modules.mjs',
]

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  )
}

/** Whether the build in `distDir` (.next, .next-bench…) is missing or older than a source file. */
export function buildIsStale(distDir: string): boolean {
  const buildId = path.join(root, distDir, 'BUILD_ID')
  // A build from before the server code was compiled with it has no compiled fast routes.
  if (!existsSync(buildId) || !existsSync(compiledFile('fast-routes', distDir))) return true
  const built = statSync(buildId).mtimeMs
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built)
}

/**
 * A production build into NEXT_DIST_DIR of `env` (or .next): `next build` with the compile hint
 * on the scripts every page starts with, and the server's TypeScript compiled beside it
 * (scripts/build.mjs, `npm run build`). Resolves to the exit code.
 */
export const buildSite = (env: NodeJS.ProcessEnv) => run('node', ['scripts/build.mjs'], env)
