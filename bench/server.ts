// The production server of the benchmark: `next build` into .next-bench/ (its own folder, so the
// site's and the tests' builds stay as they are) when there is no build yet or a source changed,
// then `next start` on a free port.
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import { buildIsStale, buildSite } from '../scripts/lib/build'
import { root } from '../scripts/lib/paths'
import { startProductionServer, waitForUrl } from '../scripts/lib/processes'

export const DIST_DIR = '.next-bench'

/** Build when there is no build yet or (unless told to keep it) a source file is newer. */
export function needsBuild(keepExisting = false): boolean {
  if (keepExisting) return !existsSync(path.join(root, DIST_DIR, 'BUILD_ID'))
  return buildIsStale(DIST_DIR)
}

export async function build(env: NodeJS.ProcessEnv) {
  const code = await buildSite(env)
  if (code !== 0) throw new Error(`next build terminó con el código ${code}`)
}

/**
 * The server's port: BENCH_PORT or 3990, the same on every run. Cached pages and data keep the
 * site's address in their image URLs, so a run on another port would show the previous run's.
 */
export async function benchPort(): Promise<number> {
  const port = Number(process.env.BENCH_PORT) || 3990
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
  if (!free) throw new Error(`El puerto ${port} está ocupado; elige otro con BENCH_PORT.`)
  return port
}

export async function start(
  env: NodeJS.ProcessEnv,
  port: number,
  logFile: string,
): Promise<ChildProcess> {
  const server = startProductionServer(port, env, logFile)
  await waitForUrl(`http://localhost:${port}/`, 180_000)
  return server
}
