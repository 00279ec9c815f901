import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool, PoolClient } from 'pg'

// The one door to Payload's PostgreSQL adapter (payload.config.ts, postgresAdapter): the raw SQL
// of src/features/*/sql.ts, the adapter patches of src/platform/db-resilience.ts and the scripts go
// through here, typed by @payloadcms/db-postgres instead of casts.

/** Payload's database adapter as the PostgreSQL adapter declares itself. */
export type PostgresDatabase = Payload['db'] & PostgresAdapter

/** What a raw query runs on: the adapter's pool, or one connection taken from it (a transaction). */
export type Queryable = Pick<Pool, 'query'>

const isPostgres = (db: Payload['db']): db is PostgresDatabase => db.name === 'postgres'

/** Payload's PostgreSQL adapter; throws if the config ever uses another one. */
export function postgresOf(payload: Payload): PostgresDatabase {
  const db = payload.db
  if (!isPostgres(db)) throw new Error(`Se esperaba el adaptador de PostgreSQL, no «${db.name}»`)
  return db
}

/** The adapter's connection pool: raw SQL that runs outside any request's transaction. */
export const sqlPool = (payload: Payload): Pool => postgresOf(payload).pool

/**
 * The request's own transaction (one connection) when it has one, else the adapter's drizzle:
 * SQL run from a hook inside a write must use it, since waiting for a second pool connection
 * there can deadlock the pool under load.
 */
export async function requestDrizzle(req: PayloadRequest) {
  const db = postgresOf(req.payload)
  const id = req.transactionID ? String(await req.transactionID) : null
  return (id && db.sessions[id]?.db) || db.drizzle
}

/**
 * requestDrizzle() as a plain pg Queryable, for statements shared with code that has no Payload
 * request (the fast writes of src/lib/sql-write.ts): the transaction's own client, else the pool.
 */
export async function requestQueryable(req: PayloadRequest): Promise<Queryable> {
  const db = postgresOf(req.payload)
  const id = req.transactionID ? String(await req.transactionID) : null
  const tx = id ? db.sessions[id]?.db : null
  // drizzle's node-postgres transaction runs on one pooled client: its session's.
  return tx ? (tx as unknown as { session: { client: Queryable } }).session.client : db.pool
}

/**
 * Runs `work` on one connection of `pool` inside a transaction (BEGIN … COMMIT), rolled back when
 * `work` throws; the connection goes back to the pool either way.
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
