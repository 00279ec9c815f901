import { type ChildProcess, spawn } from 'node:child_process'
import { openSync } from 'node:fs'

import { root } from './paths'

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
}

/** Starts a long-running server in its own process group so it can be stopped with its children. */
export function startServer(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile?: string,
): ChildProcess {
  const output = logFile ? openSync(logFile, 'a') : 'inherit'
  return spawn(command, args, { cwd: root, env, stdio: ['ignore', output, output], detached: true })
}

/**
 * The production server (scripts/serve.mjs: Next behind the page micro-cache) on a port, as
 * `npm start`, the tests, the bench and the resilience runs start it.
 */
export const startProductionServer = (port: number, env: NodeJS.ProcessEnv, logFile?: string) =>
  startServer('node', ['scripts/serve.mjs', '-p', String(port)], env, logFile)

/** The same server around `next dev` (`npm run dev`): the same routes and checks, hot reload. */
export const startDevServer = (port: number, env: NodeJS.ProcessEnv) =>
  startServer('node', ['scripts/serve.mjs', '--dev', '-p', String(port)], env)

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch (error) {
    console.warn('No se pudo detener el servidor:', error)
  }
  // next start can ignore SIGTERM for a while: wait, then insist.
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 8000)
  await exited
  clearTimeout(timer)
}

/** Waits until the URL answers (any HTTP status) or the time runs out. */
export async function waitForUrl(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s`)
}
