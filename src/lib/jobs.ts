import type { JobsConfig } from 'payload'

import { sendEmailTask } from './email/outbox'
import { holdsJobsLease } from './jobs-lease'
import { NEWSLETTER_QUEUE, sendNewsletterTask } from '../features/newsletter/sending'

// Payload's jobs queue (payload.config.ts, `jobs`): queued e-mails (src/lib/email/outbox.ts), the
// admin's scheduled publish and unpublish, and newsletter sending
// (src/features/newsletter/sending.ts) on a queue of its own, so a long send never holds up the
// site's other e-mails. Every server process runs the queue itself (autoRun, from the first
// getPayload with `cron: true`: src/lib/payload.ts, Payload's routes, and the boot request of
// scripts/serve.mjs) unless JOBS_AUTORUN=false, as the app instances of docker-compose.yml do
// beside their one `worker` service (scripts/worker.ts). Only the holder of a lease runs jobs
// (src/lib/jobs-lease.ts).

/** How often the runner looks for due jobs: an e-mail leaves within seconds of its save. */
export const JOBS_CRON = '*/2 * * * * *'

const autoRun = process.env.JOBS_AUTORUN !== 'false'

/** The queue's part of payload.config.ts `jobs` (who may queue or run comes with the access rules there). */
export const jobsConfig = {
  tasks: [sendEmailTask, sendNewsletterTask],
  autoRun: autoRun
    ? [
        { cron: JOBS_CRON, queue: 'default', limit: 20, silent: true },
        { cron: JOBS_CRON, queue: NEWSLETTER_QUEUE, limit: 1, silent: true },
      ]
    : undefined,
  shouldAutoRun: holdsJobsLease,
} satisfies JobsConfig
