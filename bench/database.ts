// The benchmark's own database: an embedded PostgreSQL under .bench-data/ (never the site's
// .data/ nor the tests'), or a `tarima_bench` database beside DATABASE_URL's when it is set.
import path from 'node:path'

import pg from 'pg'

import { startDatabase, type Database } from '../scripts/lib/database'
import { root } from '../scripts/lib/paths'

export const benchDir = path.join(root, '.bench-data')
const NAME = 'tarima_bench'

export async function startBenchDatabase(): Promise<Database> {
  const external = process.env.DATABASE_URL
  if (!external) {
    return startDatabase({
      dataDir: path.join(benchDir, 'postgres'),
      port: Number(process.env.BENCH_PG_PORT || 5490),
      database: NAME,
    })
  }
  // Kept between runs (seeding 100,000 rows once is enough), so created only when missing.
  const client = new pg.Client({ connectionString: external })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [NAME])
    if (!rowCount) await client.query(`CREATE DATABASE "${NAME}"`)
  } finally {
    await client.end()
  }
  const url = new URL(external)
  url.pathname = `/${NAME}`
  return { url: url.toString(), stop: async () => {} }
}
