import type { Payload, TaskConfig } from 'payload'
import type { Pool } from 'pg'

import type { NewsletterIssue } from '../../../payload-types'
import { t } from '@/i18n'
import { sqlPool } from '@/lib/db'
import { siteUrl } from '@/lib/env'
import { holdsJobsLease } from '@/lib/jobs-lease'
import { FROM_HEADER } from '@/lib/email/outbox'
import { createTransport } from '@/lib/email/transport'
import { IssueNotReady, personalEmail, renderIssue, type RenderedIssue } from './issue-email'
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
  const { rows } = await sqlPool(payload).query<{ id: number }>(
    `SELECT i.id FROM newsletter_issues i
     WHERE (i.status = 'sending' OR (i.status = 'scheduled' AND i.scheduled_for <= now()))
       AND NOT EXISTS (
         SELECT 1 FROM payload_jobs j
         WHERE j.task_slug = $1 AND j.completed_at IS NULL AND NOT j.has_error
           AND j.input->>'issue' = i.id::text)`,
    [SEND_NEWSLETTER_TASK],
  )
  for (const { id } of rows) {
    payload.logger.warn({ issue: id }, `Newsletter ${id}: sin trabajo en la cola; se reanuda`)
    await queueSlice(payload, { issue: id })
  }
}

type IssueRow = { status: NewsletterIssue['status']; due: boolean }

/**
 * One slice: starts the issue when it is due, then sends until the slice's time is up. Returns the
 * next slice to queue, or null when the issue is sent (or was cancelled, or is not due).
 */
export async function sendSlice(
  payload: Payload,
  { issue: id, failures = 0 }: Input,
): Promise<{ input: Input; delayMs: number } | null> {
  const pool = sqlPool(payload)
  const { rows } = await pool.query<IssueRow>(
    `SELECT status, scheduled_for <= now() + interval '1 second' AS due
     FROM newsletter_issues WHERE id = $1`,
    [id],
  )
  const row = rows[0]
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
    await pool.query(
      `UPDATE newsletter_issues SET status = 'draft', scheduled_for = NULL, updated_at = now()
       WHERE id = $1 AND status = 'scheduled'`,
      [id],
    )
    await pool.query(
      `UPDATE newsletter_deliveries SET status = 'failed', error = $2
       WHERE issue_id = $1 AND status IN ('pending', 'sending')`,
      [id, error.message],
    )
    await finish(pool, id)
    return null
  }

  if (row.status === 'scheduled') await start(pool, id)

  const deadline = Date.now() + SLICE_MS
  let claimed = 0
  while (Date.now() < deadline) {
    // A runner that lost its lease (paused too long) stops; the new holder's watch
    // (resumeStalledIssues) gives the issue a slice again within a minute.
    if (!(await holdsJobsLease(payload))) return null
    // Rows a dead runner claimed (at least a lease ago: a live one marks them within seconds).
    if (claimed === 0)
      await pool.query(
        `UPDATE newsletter_deliveries SET status = 'pending'
         WHERE issue_id = $1 AND status = 'sending' AND claimed_at < now() - interval '30 seconds'`,
        [id],
      )
    const batch = await claim(pool, id)
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
  if (await finish(pool, id)) return null
  // Time is up, or what is left waits for its retry (a recipient's server said "later").
  return { input: { issue: id }, delayMs: claimed ? 0 : RECIPIENT_RETRY_MS }
}

/** Scheduled → sending, with the confirmed subscribers of this moment as its recipients. */
async function start(pool: Pool, id: number) {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    // A million subscribers take longer than the pool's statement timeout to copy.
    await client.query(`SET LOCAL statement_timeout = '10min'`)
    const started = await client.query(
      `UPDATE newsletter_issues SET status = 'sending', started_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'scheduled' RETURNING id`,
      [id],
    )
    if (started.rowCount) {
      await client.query(
        `INSERT INTO newsletter_deliveries (issue_id, subscriber_id)
         SELECT $1, id FROM newsletter_subscribers WHERE status = 'confirmed'
         ON CONFLICT DO NOTHING`,
        [id],
      )
      await client.query(
        `UPDATE newsletter_issues SET recipient_count =
           (SELECT count(*) FROM newsletter_deliveries WHERE issue_id = $1)
         WHERE id = $1`,
        [id],
      )
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

type Claimed = { id: string; subscriberId: number; name: string; email: string; confirmed: boolean }

/** The next batch, marked as being sent (another runner skips it). */
async function claim(pool: Pool, id: number): Promise<Claimed[]> {
  const { rows } = await pool.query<Claimed>(
    `WITH next AS (
       SELECT id FROM newsletter_deliveries
       WHERE issue_id = $1 AND status = 'pending' AND (not_before IS NULL OR not_before <= now())
       ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE newsletter_deliveries d
       SET status = 'sending', claimed_at = now(), attempts = d.attempts + 1
       FROM next WHERE d.id = next.id
       RETURNING d.id, d.subscriber_id
     )
     SELECT c.id, c.subscriber_id AS "subscriberId", s.name, s.email,
            s.status = 'confirmed' AS confirmed
     FROM claimed c JOIN newsletter_subscribers s ON s.id = c.subscriber_id
     ORDER BY c.id`,
    [id, BATCH],
  )
  return rows
}

/**
 * Sends a batch, each message over the shared pool; marks each row as it goes. A recipient refused
 * for good (5xx to RCPT TO) fails with the reason; one told "later" (4xx) waits for its own retry.
 * Anything else is the mail server's trouble (unreachable, timed out, sign-in refused, a refusal
 * of the whole message): those rows go back uncounted, and the reason is returned.
 */
async function sendBatch(
  pool: Pool,
  issue: RenderedIssue,
  batch: Claimed[],
): Promise<string | null> {
  const gone = batch.filter((row) => !row.confirmed)
  if (gone.length)
    await pool.query(
      `UPDATE newsletter_deliveries SET status = 'skipped', error = $2 WHERE id = ANY($1)`,
      [gone.map((row) => row.id), copy.failures.unsubscribed],
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
          await pool.query(
            `UPDATE newsletter_deliveries SET status = 'sent', sent_at = now(), error = NULL
             WHERE id = $1`,
            [row.id],
          )
        } catch (error) {
          const { command, responseCode, message } = error as SmtpError
          const reason = String(message ?? error).slice(0, 500)
          // Only an answer to RCPT TO is about this recipient.
          const recipient = command === 'RCPT TO' && typeof responseCode === 'number'
          if (recipient && responseCode >= 500) {
            await pool.query(
              `UPDATE newsletter_deliveries SET status = 'failed', error = $2 WHERE id = $1`,
              [row.id, reason],
            )
          } else if (recipient) {
            await pool.query(
              `UPDATE newsletter_deliveries
               SET status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END,
                   error = CASE WHEN attempts >= $3 THEN $4 ELSE $2 END,
                   not_before = now() + make_interval(secs => attempts * 60)
               WHERE id = $1`,
              [row.id, reason, MAX_ATTEMPTS, `${copy.failures.tooManyAttempts}: ${reason}`],
            )
          } else {
            serverError = reason
            await pool.query(
              `UPDATE newsletter_deliveries
               SET status = 'pending', attempts = attempts - 1, error = $2 WHERE id = $1`,
              [row.id, reason],
            )
          }
        }
      }),
  )
  return serverError
}

type SmtpError = { command?: string; responseCode?: number; message?: string }

/** Sending → sent once no row is left to send, with the final figures. True when it is sent. */
async function finish(pool: Pool, id: number): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE newsletter_issues i SET status = 'sent', sent_at = now(), updated_at = now(),
       sent_count = f.sent, failed_count = f.failed
     FROM (
       SELECT count(*) FILTER (WHERE status = 'sent') AS sent,
              count(*) FILTER (WHERE status = 'failed') AS failed,
              count(*) FILTER (WHERE status IN ('pending', 'sending')) AS open
       FROM newsletter_deliveries WHERE issue_id = $1
     ) f
     WHERE i.id = $1 AND i.status = 'sending' AND f.open = 0`,
    [id],
  )
  return Boolean(rowCount)
}

export type IssueReport = {
  recipients: number
  sent: number
  failed: number
  pending: number
  skipped: number
  unsubscribes: number
  failures: { email: string; reason: string }[]
  /** While copies wait for the mail server: what it answered last. */
  serverError: string | null
}

/** What happened to an issue's copies, and who unsubscribed from its link. */
export async function issueReport(payload: Payload, id: number): Promise<IssueReport> {
  const pool = sqlPool(payload)
  const [counts, failures, waiting] = await Promise.all([
    pool.query<Omit<IssueReport, 'failures' | 'serverError'>>(
      `SELECT count(*)::int AS recipients,
              count(*) FILTER (WHERE status = 'sent')::int AS sent,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
              count(*) FILTER (WHERE status = 'skipped')::int AS skipped,
              count(unsubscribed_at)::int AS unsubscribes
       FROM newsletter_deliveries WHERE issue_id = $1`,
      [id],
    ),
    pool.query<{ email: string; reason: string }>(
      `SELECT s.email, d.error AS reason
       FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
       WHERE d.issue_id = $1 AND d.status = 'failed' ORDER BY d.id LIMIT 100`,
      [id],
    ),
    pool.query<{ error: string }>(
      `SELECT error FROM newsletter_deliveries
       WHERE issue_id = $1 AND status = 'pending' AND error IS NOT NULL LIMIT 1`,
      [id],
    ),
  ])
  return {
    ...counts.rows[0]!,
    failures: failures.rows,
    serverError: waiting.rows[0]?.error ?? null,
  }
}

/** How many would get the issue if it left now. */
export async function confirmedCount(payload: Payload): Promise<number> {
  const { rows } = await sqlPool(payload).query<{ count: number }>(
    `SELECT count(*)::int AS count FROM newsletter_subscribers WHERE status = 'confirmed'`,
  )
  return rows[0]?.count ?? 0
}
