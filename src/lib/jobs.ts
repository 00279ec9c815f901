import { randomUUID } from 'node:crypto'
import type { JobsConfig, Payload } from 'payload'

import { sendEmailTask } from './email/outbox'
import { sqlPool } from './db'

// Payload's jobs queue (payload.config.ts, `jobs`): queued e-mails (src/lib/email/outbox.ts) and
// the admin's scheduled publish and unpublish. Every server process runs the queue itself
// (autoRun, from the first getPayload with `cron: true`: src/lib/payload.ts, Payload's routes, and
// the boot request of scripts/serve.mjs) unless JOBS_AUTORUN=false, as the app instances of docker-compose.yml do beside their
// one `worker` service (scripts/worker.ts). Several runners may exist, but only the holder of a
// lease in the database runs jobs: Payload claims a job with a read and then a write, so two
// runners at once could both send the same e-mail.

/** How often the runner looks for due jobs: an e-mail leaves within seconds of its save. */
export const JOBS_CRON = '*/2 * * * * *'
/** A runner that stops renewing its lease (crashed, cut off) is replaced after this long. */
const LEASE_SECONDS = 30
/** A job still marked as running after this long belonged to a runner that died: run it again. */
const STALE_JOB_MINUTES = 10

const runnerId = randomUUID()

/**
 * Takes or renews the lease in one atomic statement; true when this process holds it. A runner
 * that just took the lease over also frees the jobs a dead runner left marked as running.
 */
export async function holdsJobsLease(payload: Payload): Promise<boolean> {
  try {
    const pool = sqlPool(payload)
    const { rows } = await pool.query<{ renewed: boolean }>(
      `INSERT INTO jobs_runner_lease (id, holder, expires_at)
       VALUES (1, $1, now() + make_interval(secs => $2))
       ON CONFLICT (id) DO UPDATE
         SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
         WHERE jobs_runner_lease.holder = EXCLUDED.holder OR jobs_runner_lease.expires_at < now()
       RETURNING (xmax <> 0) AS renewed`,
      [runnerId, LEASE_SECONDS],
    )
    if (!rows[0]) return false
    await pool.query(
      `UPDATE payload_jobs SET processing = false
       WHERE processing AND updated_at < now() - make_interval(mins => $1)`,
      [STALE_JOB_MINUTES],
    )
    return true
  } catch (error) {
    // The database is away: no jobs run now, the next tick tries again.
    payload.logger.warn({ err: error }, 'Cola de trabajos: sin acceso a la base de datos')
    return false
  }
}

const autoRun = process.env.JOBS_AUTORUN !== 'false'

/** The queue's part of payload.config.ts `jobs` (who may queue or run comes with the access rules there). */
export const jobsConfig = {
  tasks: [sendEmailTask],
  autoRun: autoRun ? [{ cron: JOBS_CRON, queue: 'default', limit: 20, silent: true }] : undefined,
  shouldAutoRun: holdsJobsLease,
} satisfies JobsConfig
