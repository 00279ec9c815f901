// The benchmark's own database: an embedded PostgreSQL under .bench-data/ (never the site's
// .data/ nor the tests'), or a `tarima_bench` database beside DATABASE_URL's when it is set. Each
// scale (bench/options.ts) has its own, so runs at 100k and at 1m never mix their data.
import path from 'node:path'

import pg from 'pg'

import { startDatabase, type Database } from '../scripts/lib/database'
import { root } from '../scripts/lib/paths'
import type { BenchScaleName } from './options'

export const benchDir = path.join(root, '.bench-data')

/** The database's name, and the embedded cluster's folder, of each scale. */
export function benchDatabaseOf(scale: BenchScaleName) {
  const suffix = scale === '100k' ? '' : `_${scale}`
  return {
    name: `tarima_bench${suffix}`,
    dataDir: path.join(benchDir, `postgres${suffix.replace('_', '-')}`),
  }
}

export async function startBenchDatabase(scale: BenchScaleName = '100k'): Promise<Database> {
  const { name, dataDir } = benchDatabaseOf(scale)
  const external = process.env.DATABASE_URL
  if (!external) {
    return startDatabase({
      dataDir,
      port: Number(process.env.BENCH_PG_PORT || 5490),
      database: name,
    })
  }
  // Kept between runs (seeding millions of rows once is enough), so created only when missing.
  const client = new pg.Client({ connectionString: external })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
  const url = new URL(external)
  url.pathname = `/${name}`
  return { url: url.toString(), stop: async () => {} }
}

/**
 * Makes every WAL flush of the embedded cluster wait `micros` first (PostgreSQL's commit_delay,
 * with commit_siblings 0 so that it applies to every commit), or, with 0, undoes it: a slower
 * disk on a fast machine, to see which writes queue behind a flush (`--wal-delay`). Set on every
 * run, so a run stopped halfway leaves no slow disk to the next.
 */
export async function setWalDelay(url: string, micros: number) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    if (micros > 0) {
      await client.query(`ALTER SYSTEM SET commit_delay = ${Math.round(micros)}`)
      await client.query('ALTER SYSTEM SET commit_siblings = 0')
    } else {
      await client.query('ALTER SYSTEM RESET commit_delay')
      await client.query('ALTER SYSTEM RESET commit_siblings')
    }
    await client.query('SELECT pg_reload_conf()')
  } finally {
    await client.end()
  }
}
