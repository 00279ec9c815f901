import type { JobsConfig, Payload } from 'payload'

import { sendEmailTask } from './email/outbox'
import { holdsJobsLease } from '@/platform/jobs-lease'

// Payload's jobs queue (payload.config.ts, `jobs`): queued e-mails (src/lib/email/outbox.ts), the
// admin's scheduled publish and unpublish, and the tasks of concepts with queues of their own (the
// newsletter's sending, so a long send never holds up the site's other e-mails). Every server
// process runs the queue itself (autoRun, from the first getPayload with `cron: true`:
// src/lib/payload.ts, Payload's routes, and the boot request of scripts/serve.mjs) unless
// JOBS_AUTORUN=false, as the app instances of docker-compose.yml do beside their one `worker`
// service (scripts/worker.ts). Only the holder of a lease runs jobs (src/platform/jobs-lease.ts).

/** How often the runner looks for due jobs: an e-mail leaves within seconds of its save. */
export const JOBS_CRON = '*/2 * * * * *'

const autoRun = process.env.JOBS_AUTORUN !== 'false'

type Extra = {
  tasks: NonNullable<JobsConfig['tasks']>
  /** Each further queue and how many of its jobs one tick runs. */
  queues: Record<string, number>
  /**
   * Checks the lease holder runs once a minute: each finds work that lost its job (a crash between
   * a save and its job, retries run out while the database was away) and queues it again.
   */
  watch: ((payload: Payload) => Promise<void>)[]
}

const WATCH_EVERY_MS = 60_000
let watchedAt = 0

/**
 * The queue's part of payload.config.ts `jobs` (who may queue or run comes with the access rules
 * there): the e-mails on the default queue, plus the given tasks, queues and checks.
 */
export const jobsConfig = ({ tasks, queues, watch }: Extra) =>
  ({
    tasks: [sendEmailTask, ...tasks],
    autoRun: autoRun
      ? Object.entries({ default: 20, ...queues }).map(([queue, limit]) => ({
          cron: JOBS_CRON,
          queue,
          limit,
          silent: true,
        }))
      : undefined,
    shouldAutoRun: async (payload: Payload) => {
      const holds = await holdsJobsLease(payload)
      if (holds && Date.now() - watchedAt >= WATCH_EVERY_MS) {
        watchedAt = Date.now()
        for (const check of watch)
          await check(payload).catch((error: unknown) =>
            payload.logger.error({ err: error }, 'Cola de trabajos: falló una comprobación'),
          )
      }
      return holds
    },
  }) satisfies JobsConfig
