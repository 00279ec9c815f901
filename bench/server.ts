// The production server of the benchmark: `next build` into .next-bench/ (its own folder, so the
// site's and the tests' builds stay as they are) when there is no build yet or a source changed,
// then `next start` on a free port.
import type { ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import { root } from '../scripts/lib/paths'
import { run, startServer, waitForUrl } from '../scripts/lib/processes'

export const DIST_DIR = '.next-bench'

// The same sources `npm start` watches (scripts/start.ts).
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

/** Build when there is no build yet or (unless told to keep it) a source file is newer. */
export function needsBuild(keepExisting = false): boolean {
  const buildId = path.join(root, DIST_DIR, 'BUILD_ID')
  if (!existsSync(buildId)) return true
  if (keepExisting) return false
  const built = statSync(buildId).mtimeMs
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built)
}

export async function build(env: NodeJS.ProcessEnv) {
  const code = await run('npx', ['next', 'build'], env)
  if (code !== 0) throw new Error(`next build terminó con el código ${code}`)
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export async function start(
  env: NodeJS.ProcessEnv,
  port: number,
  logFile: string,
): Promise<ChildProcess> {
  const server = startServer('npx', ['next', 'start', '-p', String(port)], env, logFile)
  await waitForUrl(`http://localhost:${port}/`, 180_000)
  return server
}
