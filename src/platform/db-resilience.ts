import type { PoolConfig } from 'pg'
import { NotFound, type Payload } from 'payload'

import { postgresOf } from '../lib/db'

const ms = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value >= 0 ? value : fallback
}

/**
 * Every wait on the database is bounded, for Payload's pool and the side pool alike, so a stuck
 * request fails (503, src/lib/error-answers.ts) and gives its connection back instead of freezing
 * the site:
 * - waiting for a free pool connection (DATABASE_ACQUIRE_TIMEOUT_MS, 10 s: a burst of writes queues
 *   for the pool legitimately);
 * - one statement (DATABASE_STATEMENT_TIMEOUT_MS, 15 s) and one row lock (DATABASE_LOCK_TIMEOUT_MS,
 *   5 s), enforced by PostgreSQL itself;
 * - a transaction left idle by its request (DATABASE_IDLE_TRANSACTION_TIMEOUT_MS, 15 s): PostgreSQL
 *   ends that session and so releases its locks.
 * Migrations and seeds (scripts/lib/prepare.ts) lift the statement limit for their long statements.
 *
 * JIT compilation is off: PostgreSQL compiles any statement whose estimated cost is high, and at a
 * million listings a directory search's estimate is (its real run is not): 100–140 ms of
 * compiling for a statement of tens of milliseconds, on every run.
 */
export const poolSettings = (): PoolConfig => ({
  options: '-c jit=off',
  connectionTimeoutMillis: ms('DATABASE_ACQUIRE_TIMEOUT_MS', 10_000),
  statement_timeout: ms('DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
  lock_timeout: ms('DATABASE_LOCK_TIMEOUT_MS', 5_000),
  idle_in_transaction_session_timeout: ms('DATABASE_IDLE_TRANSACTION_TIMEOUT_MS', 15_000),
})

/**
 * Makes Payload's PostgreSQL adapter survive a database restart (bench/resilience/faults.ts):
 *
 * 1. An idle pooled connection that the server closes (a restart, a failover) makes pg's Pool emit
 *    'error'; with no listener Node treats it as an uncaught exception and the app instance dies.
 *    The pool already drops that connection and opens a new one on the next query, so the error
 *    only needs logging.
 * 2. Payload's adapter swallows a failed COMMIT (its commitTransaction catches the error and the
 *    transaction promise's rejection): the request would answer 2xx for a write that was never
 *    stored. Here a transaction whose COMMIT failed makes commitTransaction throw, so the
 *    operation rolls back its request and answers 5xx; the client knows to retry.
 *
 * Point 2 patches adapter internals, checked against Payload 3.90.1 (package.json): it mirrors
 * node_modules/@payloadcms/drizzle/dist/transactions/beginTransaction.js (one drizzle.transaction
 * per Payload transaction, its rejection caught, its `tx` kept in `sessions[id].db`) and
 * commitTransaction.js (removes the session, then awaits its resolve()).
 * tests/int/payload-internals.test.ts fails when an upgrade changes either in a way that breaks it.
 *
 * Called from payload.config.ts onInit, once per process.
 */
export function hardenDatabase(payload: Payload) {
  const db = postgresOf(payload)
  db.pool?.on('error', (error) =>
    payload.logger.warn({ err: error }, 'Conexión de la base de datos perdida; se abrirá otra'),
  )

  // A row deleted by a concurrent request between Payload's read and its delete (a double click
  // on "Dejar de seguir"): the adapter answers null and deleteByID went on to read properties of
  // null (a 500). It is gone, as the client wanted: a 404. Payload's own tables (key-value store,
  // preferences) keep the adapter's answer.
  const deleteOne = db.deleteOne.bind(db)
  db.deleteOne = async (args) => {
    const deleted = await deleteOne(args)
    if (deleted === null && args.returning !== false && !args.collection.startsWith('payload-')) {
      throw new NotFound(args.req?.t)
    }
    return deleted
  }

  const drizzle = db.drizzle
  if (!drizzle || !db.sessions) return
  const failed = new WeakSet<object>()
  const transaction = drizzle.transaction.bind(drizzle)
  drizzle.transaction = (work, options) => {
    let tx: object | undefined
    return transaction((given) => {
      tx = given
      return work(given)
    }, options).catch((error: unknown) => {
      if (tx) failed.add(tx)
      throw error
    })
  }
  const commit = db.commitTransaction.bind(db)
  db.commitTransaction = async (incoming) => {
    const id = await incoming
    const tx = db.sessions?.[String(id)]?.db
    await commit(id)
    if (tx && failed.has(tx)) {
      throw new Error('La transacción no se pudo confirmar en la base de datos')
    }
  }
}
