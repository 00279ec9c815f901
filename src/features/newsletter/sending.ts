import type { Payload, TaskConfig } from 'payload'

import { t } from '@/i18n'
import { sqlPool, type Queryable } from '@/lib/db'
import { siteUrl } from '@/lib/env'
import { holdsJobsLease } from '@/platform/jobs-lease'
import { FROM_HEADER } from '@/lib/email/outbox'
import { createTransport, smtpFailure } from '@/lib/email/transport'
import { IssueNotReady, personalEmail, renderIssue, type RenderedIssue } from './issue-email'
import {
  claimDeliveries,
  deliveryOutcome,
  failOpenDeliveries,
  finishIssue,
  freeAbandonedClaims,
  issueState,
  stalledIssues,
  startIssue,
  unscheduleIssue,
  type Claimed,
} from './sql'
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-links'

// Sending an issue to every confirmed subscriber, through the jobs queue (src/lib/jobs.ts), on its
// own queue so the site's other e-mails never wait behind a newsletter.
//
// - Starting (now or at the scheduled time) snapshots the confirmed subscribers into
//   `newsletter_deliveries`, one row per subscriber and issue (unique): nobody is sent one issue
//   twice, and nobody who confirms later gets it half-way.
// - Each job is one slice of at most SLICE_MS: it claims BATCH rows (SKIP LOCKED), sends them over a
//   pooled, rate-limited SMTP connection and marks each row the moment the server accepted it. A
//   slice that ends with work left queues the next one.
// - A runner that dies mid-slice leaves its job running and a few rows claimed: the next lease
//   holder frees the job (src/lib/jobs.ts) and the resumed slice puts those rows back. A message
//   the server had accepted but the runner had not yet marked is the one case sent again (SMTP
//   gives no way to ask); the window is one round trip per message in flight.
// - A mail server that fails (away, timed out, sign-in or message refused) puts the batch back
//   uncounted and the next slice waits, longer each time up to 5 minutes, until it comes back. A
//   recipient the server refuses for good (5xx to RCPT TO) fails with the reason; one it asks to
//   try later (4xx) is retried on its own, a minute more apart each time, five times at most.

export const SEND_NEWSLETTER_TASK = 'sendNewsletter'
export const NEWSLETTER_QUEUE = 'newsletter'

/** Messages claimed at once (and in flight at most). */
const BATCH = 20
/** One job's share of the work: the next slice is a new job, so a restart loses at most this. */
const SLICE_MS = 20_000
/** Attempts per recipient whose server says "later" (4xx), a minute more apart each time. */
const MAX_ATTEMPTS = 5
/** The wait of a slice that found only rows waiting for their retry. */
const RECIPIENT_RETRY_MS = 15_000
/** The wait after a mail-server failure: 5 s, 10 s, 20 s … at most 5 minutes. */
const retryDelay = (failures: number) => Math.min(5_000 * 2 ** failures, 300_000)

const copy = t.newsletterIssues

/**
 * The pace the mail server accepts: NEWSLETTER_RATE messages a second (default 20; 0 for no limit)
 * over NEWSLETTER_CONNECTIONS connections (default 2).
 */
const pacing = () => {
  const raw = Number(process.env.NEWSLETTER_RATE || 20)
  const rate = Number.isFinite(raw) && raw >= 0 ? raw : 20
  return {
    pool: true as const,
    maxConnections: Math.max(1, Number(process.env.NEWSLETTER_CONNECTIONS) || 2),
    ...(rate > 0 && { rateDelta: 1000, rateLimit: rate }),
  }
}
let transport: ReturnType<typeof createTransport> | undefined

type Input = { issue: number; failures?: number }

export const sendNewsletterTask: TaskConfig<{ input: Input; output: object }> = {
  slug: SEND_NEWSLETTER_TASK,
  label: 'Enviar newsletter',
  inputSchema: [
    { name: 'issue', type: 'number', required: true },
    { name: 'failures', type: 'number' },
  ],
  // Only for the unexpected (the database away): mail-server trouble is handled in the slice.
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const next = await sendSlice(req.payload, input)
    if (next) await queueSlice(req.payload, next.input, next.delayMs)
    return { output: {} }
  },
}

/** Queues one slice of an issue's sending, now or after `delayMs` (a scheduled time, a retry). */
export async function queueSlice(payload: Payload, input: Input, delayMs = 0) {
  await payload.jobs.queue({
    task: SEND_NEWSLETTER_TASK,
    queue: NEWSLETTER_QUEUE,
    input,
    ...(delayMs > 0 && { waitUntil: new Date(Date.now() + delayMs) }),
  })
}

/**
 * The watch of the jobs queue (src/lib/jobs.ts): an issue sending, or due, with no slice queued
 * (its job's retries ran out while the database was away; the server stopped between the send's
 * save and its job; clocks apart) gets one, so no issue stays half-sent.
 */
export async function resumeStalledIssues(payload: Payload) {
  for (const id of await stalledIssues(sqlPool(payload), SEND_NEWSLETTER_TASK)) {
    payload.logger.warn({ issue: id }, `Newsletter ${id}: sin trabajo en la cola; se reanuda`)
    await queueSlice(payload, { issue: id })
  }
}

/**
 * One slice: starts the issue when it is due, then sends until the slice's time is up. Returns the
 * next slice to queue, or null when the issue is sent (or was cancelled, or is not due).
 */
export async function sendSlice(
  payload: Payload,
  { issue: id, failures = 0 }: Input,
): Promise<{ input: Input; delayMs: number } | null> {
  const pool = sqlPool(payload)
  const row = await issueState(pool, id)
  if (!row) return null
  // Cancelled (back to draft), already sent, or rescheduled later (that time has its own job).
  if (row.status === 'scheduled' && !row.due) return null
  if (row.status !== 'scheduled' && row.status !== 'sending') return null

  let rendered: RenderedIssue
  try {
    const issue = await payload.findByID({
      collection: 'newsletter-issues',
      id,
      depth: 1,
      overrideAccess: true,
    })
    rendered = await renderIssue(payload, issue)
  } catch (error) {
    if (!(error instanceof IssueNotReady)) throw error
    // The article was unpublished after the issue was scheduled or started: nothing more can go
    // out. A scheduled issue goes back to draft; a started one ends, the rest of its copies
    // failed with the reason, which the report shows.
    payload.logger.error({ issue: id }, `Newsletter ${id}: ${error.message}`)
    await unscheduleIssue(pool, id)
    await failOpenDeliveries(pool, id, error.message)
    await finishIssue(pool, id)
    return null
  }

  if (row.status === 'scheduled') await startIssue(pool, id)

  const deadline = Date.now() + SLICE_MS
  let claimed = 0
  while (Date.now() < deadline) {
    // A runner that lost its lease (paused too long) stops; the new holder's watch
    // (resumeStalledIssues) gives the issue a slice again within a minute.
    if (!(await holdsJobsLease(payload))) return null
    if (claimed === 0) await freeAbandonedClaims(pool, id)
    const batch = await claimDeliveries(pool, id, BATCH)
    if (batch.length === 0) break
    claimed += batch.length
    const serverError = await sendBatch(pool, rendered, batch)
    if (serverError) {
      payload.logger.warn(
        { issue: id, failures: failures + 1, err: serverError },
        `Newsletter ${id}: el servidor de correo falló; se reintenta`,
      )
      return { input: { issue: id, failures: failures + 1 }, delayMs: retryDelay(failures) }
    }
  }
  if (await finishIssue(pool, id)) return null
  // Time is up, or what is left waits for its retry (a recipient's server said "later").
  return { input: { issue: id }, delayMs: claimed ? 0 : RECIPIENT_RETRY_MS }
}

/**
 * Sends a batch, each message over the shared pool; marks each row as it goes. A recipient refused
 * for good (5xx to RCPT TO) fails with the reason; one told "later" (4xx) waits for its own retry.
 * Anything else is the mail server's trouble (unreachable, timed out, sign-in refused, a refusal
 * of the whole message): those rows go back uncounted, and the reason is returned.
 */
async function sendBatch(
  pool: Queryable,
  issue: RenderedIssue,
  batch: Claimed[],
): Promise<string | null> {
  const gone = batch.filter((row) => !row.confirmed)
  if (gone.length)
    await deliveryOutcome.skipped(
      pool,
      gone.map((row) => row.id),
      copy.failures.unsubscribed,
    )
  transport ??= createTransport(pacing())
  const host = new URL(siteUrl).hostname
  let serverError: string | null = null
  await Promise.all(
    batch
      .filter((row) => row.confirmed)
      .map(async (row) => {
        const email = personalEmail(issue, {
          name: row.name,
          unsubscribeUrl: unsubscribeUrl(row.subscriberId, issue.id),
        })
        try {
          await transport!.sendMail({
            from: FROM_HEADER,
            to: row.email,
            subject: email.subject,
            html: email.html,
            text: email.text,
            messageId: `<newsletter-${issue.id}-${row.subscriberId}@${host}>`,
            headers: {
              ...unsubscribeHeaders(row.subscriberId, issue.id),
              'List-Id': `<newsletter.${host}>`,
            },
          })
          await deliveryOutcome.sent(pool, row.id)
        } catch (error) {
          const { recipient, reason } = smtpFailure(error)
          if (recipient === 'refused') {
            await deliveryOutcome.failed(pool, row.id, reason)
          } else if (recipient === 'later') {
            const last = `${copy.failures.tooManyAttempts}: ${reason}`
            await deliveryOutcome.later(pool, row.id, reason, MAX_ATTEMPTS, last)
          } else {
            serverError = reason
            await deliveryOutcome.putBack(pool, row.id, reason)
          }
        }
      }),
  )
  return serverError
}

/** The desk's report (./admin/desk.tsx reads its type from here). */
export type { IssueReport } from './sql'
