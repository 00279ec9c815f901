import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { sqlPool } from '../lib/db'

// Several processes may run the jobs queue (src/lib/jobs.ts), but only the holder of this lease
// in the database runs jobs: Payload claims a job with a read and then a write, so two runners at
// once could both send the same e-mail.

/** A runner that stops renewing its lease (crashed, cut off) is replaced after this long. */
export const LEASE_SECONDS = 30
/** A job still marked as running after this long belonged to a runner that died: run it again. */
const STALE_JOB_MINUTES = 10

type Runner = { id: string; heartbeat?: NodeJS.Timeout }
/**
 * This process's runner: its id (JOBS_RUNNER_ID names it in the lease table, a worker's host name
 * say) and, while it holds the lease, the timer that renews it however long a job takes. Kept on
 * globalThis: `next dev` reloads modules, and a reloaded copy must stay the same runner.
 */
const runner: Runner = ((globalThis as { __tarimaJobsRunner?: Runner }).__tarimaJobsRunner ??= {
  id: process.env.JOBS_RUNNER_ID || randomUUID(),
})

/**
 * Takes or renews the lease in one atomic statement; true when this process holds it. The holder
 * then renews it every few seconds (its `heartbeat`), so only a runner that died or lost the database
 * loses it, never one busy with a long job. A runner
 * that takes the lease over from another frees every job left marked as running: only the holder
 * runs jobs, so those were the previous holder's, cut off (a crash, a restart) mid-way.
 */
export async function holdsJobsLease(payload: Payload): Promise<boolean> {
  try {
    const pool = sqlPool(payload)
    const { rows } = await pool.query<{ tookOver: boolean }>(
      `WITH previous AS (SELECT holder FROM jobs_runner_lease WHERE id = 1)
       INSERT INTO jobs_runner_lease (id, holder, expires_at)
       VALUES (1, $1, now() + make_interval(secs => $2))
       ON CONFLICT (id) DO UPDATE
         SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
         WHERE jobs_runner_lease.holder = EXCLUDED.holder OR jobs_runner_lease.expires_at < now()
       RETURNING (SELECT holder FROM previous) IS DISTINCT FROM $1 AS "tookOver"`,
      [runner.id, LEASE_SECONDS],
    )
    if (!rows[0]) return false
    // This process's first hold is a takeover too: a restarted worker keeps its JOBS_RUNNER_ID,
    // and what its previous life left running died with it.
    const tookOver = rows[0].tookOver || !runner.heartbeat
    runner.heartbeat ??= setInterval(() => void holdsJobsLease(payload), 5_000).unref()
    await pool.query(
      `UPDATE payload_jobs SET processing = false
       WHERE processing AND ($1 OR updated_at < now() - make_interval(mins => $2))`,
      [tookOver, STALE_JOB_MINUTES],
    )
    return true
  } catch (error) {
    // The database is away: no jobs run now, the next tick tries again.
    payload.logger.warn({ err: error }, 'Cola de trabajos: sin acceso a la base de datos')
    return false
  }
}
