import type { Payload, TaskConfig } from 'payload'

import { sqlPool } from '@/lib/db'
import { siteUrl } from '@/lib/env'
import { holdsJobsLease } from '@/platform/jobs-lease'
import { FROM_HEADER } from '@/lib/email/outbox'
import { createTransport, smtpFailure } from '@/lib/email/transport'
import { digestEmail, unreadMessageEmail } from './alert-emails'
import { DIGEST_MAX, type FindMatches } from './digest'
import {
  alertsDue,
  claimAlerts,
  markAlert,
  queueDueAlerts,
  retryAlert,
  type ClaimedAlert,
} from './sql'

// The alert e-mails (unread messages, opportunity digests) leave through the jobs queue
// (src/lib/jobs.ts), on a queue of their own, in batches like the newsletter
// (src/features/newsletter/sending.ts), never inside a request:
//
// - One `sendEmailAlerts` job at a time is the tick: it queues what is due (src/features/
//   email-alerts/sql.ts: rows of `email_alerts`, one check at a time), sends the pending rows in
//   batches over a pooled SMTP connection for at most SLICE_MS, marking each row as the server
//   accepts it, then queues the next tick: at once if work is left, else in TICK_MS.
// - The queue's watch (keepAlertsTicking) queues a tick when none is waiting: the first after a
//   start, or after a tick's retries ran out while the database was away.
// - Each row is re-read when claimed: a message read meanwhile, a preference switched off or an
//   address not confirmed any more skips it.

export const SEND_EMAIL_ALERTS_TASK = 'sendEmailAlerts'
export const EMAIL_ALERTS_QUEUE = 'email-alerts'

/** How often the tick looks for due alerts. */
const TICK_MS = 15_000
/** One tick's share of the sending. */
const SLICE_MS = 20_000
/** E-mails claimed at once (and in flight at most). */
const BATCH = 20
/** Attempts per e-mail, a minute more apart each time. */
const MAX_ATTEMPTS = 5

let transport: ReturnType<typeof createTransport> | undefined

/** The tick's task; `findMatches` is the opportunities concept's matching, for the digests. */
export const emailAlertsTask = (
  findMatches: FindMatches,
): TaskConfig<{ input: object; output: object }> => ({
  slug: SEND_EMAIL_ALERTS_TASK,
  label: 'Enviar avisos por email',
  inputSchema: [],
  // Only for the unexpected (the database away): mail-server trouble is retried per row.
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ req }) => {
    const { payload } = req
    await queueDueAlerts(sqlPool(payload))
    const more = await sendSlice(payload, findMatches)
    if (more !== null) await queueTick(payload, more ? 0 : TICK_MS)
    return { output: {} }
  },
})

async function queueTick(payload: Payload, delayMs: number) {
  await payload.jobs.queue({
    task: SEND_EMAIL_ALERTS_TASK,
    queue: EMAIL_ALERTS_QUEUE,
    input: {},
    ...(delayMs > 0 && { waitUntil: new Date(Date.now() + delayMs) }),
  })
}

/** The watch of the jobs queue (src/lib/jobs.ts): a tick is always waiting or running. */
export async function keepAlertsTicking(payload: Payload) {
  const { rows } = await sqlPool(payload).query(
    `SELECT 1 FROM payload_jobs
     WHERE task_slug = $1 AND completed_at IS NULL AND NOT has_error LIMIT 1`,
    [SEND_EMAIL_ALERTS_TASK],
  )
  if (rows.length === 0) await queueTick(payload, 0)
}

/**
 * Sends until the slice's time is up or nothing is due. True when work is left, false when done,
 * null when this runner lost the lease (the new holder's watch goes on).
 */
async function sendSlice(payload: Payload, findMatches: FindMatches): Promise<boolean | null> {
  const pool = sqlPool(payload)
  const deadline = Date.now() + SLICE_MS
  while (Date.now() < deadline) {
    if (!(await holdsJobsLease(payload))) return null
    const batch = await claimAlerts(pool, BATCH)
    if (batch.length === 0) return false
    await Promise.all(batch.map((row) => sendOne(payload, findMatches, row)))
  }
  return alertsDue(pool)
}

async function sendOne(payload: Payload, findMatches: FindMatches, row: ClaimedAlert) {
  const pool = sqlPool(payload)
  try {
    const email = await emailFor(payload, findMatches, row)
    if (!email) return await markAlert(pool, row.id, 'skipped')
    transport ??= createTransport({ pool: true, maxConnections: 2 })
    await transport.sendMail({
      from: FROM_HEADER,
      to: row.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers,
      // The same id on a retry: a server that had the first copy can drop the second.
      messageId: `<alert-${row.id}@${new URL(siteUrl).hostname}>`,
    })
    await markAlert(pool, row.id, 'sent')
  } catch (error) {
    const { recipient, reason } = smtpFailure(error)
    payload.logger.warn({ err: error, alert: row.id }, `Aviso por email ${row.id}: no se envió`)
    // A mailbox refused for good (5xx to RCPT TO) fails now; anything else is tried again.
    if (recipient === 'refused') await markAlert(pool, row.id, 'failed', reason)
    else await retryAlert(pool, row.id, reason, MAX_ATTEMPTS)
  }
}

/** The row's e-mail as of now, or null when there is nothing to send any more. */
async function emailFor(payload: Payload, findMatches: FindMatches, row: ClaimedAlert) {
  if (!row.confirmed) return null
  const to = { id: row.userId, name: row.firstName }
  if (row.category === 'messages') {
    if (!row.messagesOn || !row.unread || row.senderId === null) return null
    return unreadMessageEmail(to, { id: row.senderId, name: row.senderName ?? '' })
  }
  if (row.digest === 'off' || !row.since) return null
  const matches = await findMatches(payload, row.userId, new Date(row.since))
  if (matches.length === 0) return null
  return digestEmail(to, matches.slice(0, DIGEST_MAX), row.digest === 'weekly')
}
