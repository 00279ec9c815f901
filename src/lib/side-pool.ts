import pg from 'pg'
import type { Payload } from 'payload'

import { sqlPool } from './db'
import { poolSettings } from '@/platform/db-resilience'

/**
 * A few connections of their own for the short queries that run *during* another request's
 * transaction: rate-limit counters (which must survive the write's rollback) and block checks.
 * Taking them from Payload's pool deadlocked it: with every connection held by a transaction
 * waiting for one more, nothing moved. These queries never wait on anything, so this pool always
 * drains.
 */
let sidePool: pg.Pool | null = null

export function sidePoolOf(payload: Payload): pg.Pool {
  if (!sidePool) {
    const { options } = sqlPool(payload)
    sidePool = new pg.Pool({
      connectionString: options.connectionString,
      ...poolSettings(),
      max: Number(process.env.DATABASE_SIDE_POOL_MAX || 4),
      idleTimeoutMillis: 30_000,
    })
    // An idle connection dropped by the server (a restart) must not crash the process.
    sidePool.on('error', (error) => payload.logger.error({ err: error }, 'Conexión auxiliar caída'))
  }
  return sidePool
}
