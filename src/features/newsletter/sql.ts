import type { Pool } from 'pg'

import type { NewsletterIssue } from '../../../payload-types'
import { inTransaction, type Queryable } from '@/lib/db'

// The newsletter's SQL: an issue's state moves (draft → scheduled → sending → sent, and back to
// draft on a cancel) each in one conditional UPDATE, and its copies are rows of
// newsletter_deliveries (./sending.ts claims, sends and marks them; the desk reads the report).

export type IssueState = { status: NewsletterIssue['status']; due: boolean }

/** The issue's status, and whether its scheduled time has come. */
export async function issueState(db: Queryable, id: number): Promise<IssueState | null> {
  const { rows } = await db.query<IssueState>(
    `SELECT status, scheduled_for <= now() + interval '1 second' AS due
     FROM newsletter_issues WHERE id = $1`,
    [id],
  )
  return rows[0] ?? null
}

/** Issues sending, or due, with no unfinished job of `task` for them. */
export async function stalledIssues(db: Queryable, task: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT i.id FROM newsletter_issues i
     WHERE (i.status = 'sending' OR (i.status = 'scheduled' AND i.scheduled_for <= now()))
       AND NOT EXISTS (
         SELECT 1 FROM payload_jobs j
         WHERE j.task_slug = $1 AND j.completed_at IS NULL AND NOT j.has_error
           AND j.input->>'issue' = i.id::text)`,
    [task],
  )
  return rows.map((row) => row.id)
}

/** Draft → scheduled (at `at`, or now); false when the issue was no longer a draft. */
export async function scheduleIssue(db: Queryable, id: number, at: Date | null) {
  const { rowCount } = await db.query(
    `UPDATE newsletter_issues SET status = 'scheduled', scheduled_for = COALESCE($2, now()),
       updated_at = now()
     WHERE id = $1 AND status = 'draft'`,
    [id, at],
  )
  return Boolean(rowCount)
}

/** Scheduled → draft (a cancel, or an article gone); false when it was not scheduled. */
export async function unscheduleIssue(db: Queryable, id: number) {
  const { rowCount } = await db.query(
    `UPDATE newsletter_issues SET status = 'draft', scheduled_for = NULL, updated_at = now()
     WHERE id = $1 AND status = 'scheduled'`,
    [id],
  )
  return Boolean(rowCount)
}

/**
 * The issue's status, its row locked in the caller's transaction (an editor's save): a send that
 * moved it since the save read it is seen, and waits for the save, never the other way round.
 */
export async function lockedIssueStatus(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ status: string }>(
    'SELECT status FROM newsletter_issues WHERE id = $1 FOR UPDATE',
    [id],
  )
  return rows[0]?.status ?? null
}

/** Scheduled → sending, with the confirmed subscribers of this moment as its recipients. */
export async function startIssue(pool: Pool, id: number) {
  await inTransaction(pool, async (client) => {
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
  })
}

/** Sending → sent once no row is left to send, with the final figures. True when it is sent. */
export async function finishIssue(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
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

/** Every copy still to send fails with `reason` (the issue can no longer go out). */
export async function failOpenDeliveries(db: Queryable, id: number, reason: string) {
  await db.query(
    `UPDATE newsletter_deliveries SET status = 'failed', error = $2
     WHERE issue_id = $1 AND status IN ('pending', 'sending')`,
    [id, reason],
  )
}

/** Rows a dead runner claimed (at least a lease ago: a live one marks them within seconds). */
export async function freeAbandonedClaims(db: Queryable, id: number) {
  await db.query(
    `UPDATE newsletter_deliveries SET status = 'pending'
     WHERE issue_id = $1 AND status = 'sending' AND claimed_at < now() - interval '30 seconds'`,
    [id],
  )
}

export type Claimed = {
  id: string
  subscriberId: number
  name: string
  email: string
  confirmed: boolean
}

/** The next `size` copies due, marked as being sent (another runner skips them). */
export async function claimDeliveries(db: Queryable, id: number, size: number) {
  const { rows } = await db.query<Claimed>(
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
    [id, size],
  )
  return rows
}

/** What became of one claimed copy. */
export const deliveryOutcome = {
  /** Not sent: the subscriber left meanwhile. */
  skipped: (db: Queryable, ids: string[], reason: string) =>
    db.query(`UPDATE newsletter_deliveries SET status = 'skipped', error = $2 WHERE id = ANY($1)`, [
      ids,
      reason,
    ]),
  /** Accepted by the mail server. */
  sent: (db: Queryable, id: string) =>
    db.query(
      `UPDATE newsletter_deliveries SET status = 'sent', sent_at = now(), error = NULL
       WHERE id = $1`,
      [id],
    ),
  /** Refused for good. */
  failed: (db: Queryable, id: string, reason: string) =>
    db.query(`UPDATE newsletter_deliveries SET status = 'failed', error = $2 WHERE id = $1`, [
      id,
      reason,
    ]),
  /** "Later": tried again a minute more apart each time, failed after `maxAttempts`. */
  later: (db: Queryable, id: string, reason: string, maxAttempts: number, lastReason: string) =>
    db.query(
      `UPDATE newsletter_deliveries
       SET status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END,
           error = CASE WHEN attempts >= $3 THEN $4 ELSE $2 END,
           not_before = now() + make_interval(secs => attempts * 60)
       WHERE id = $1`,
      [id, reason, maxAttempts, lastReason],
    ),
  /** The mail server's trouble, not the recipient's: back in line, the attempt uncounted. */
  putBack: (db: Queryable, id: string, reason: string) =>
    db.query(
      `UPDATE newsletter_deliveries
       SET status = 'pending', attempts = attempts - 1, error = $2 WHERE id = $1`,
      [id, reason],
    ),
}

/** An unsubscribe from issue `issue`'s link, counted once in its report. */
export async function countUnsubscribe(db: Queryable, issue: number, subscriber: number) {
  await db.query(
    `UPDATE newsletter_deliveries SET unsubscribed_at = now()
     WHERE issue_id = $1 AND subscriber_id = $2 AND status = 'sent'`,
    [issue, subscriber],
  )
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
export async function issueReport(db: Queryable, id: number): Promise<IssueReport> {
  const [counts, failures, waiting] = await Promise.all([
    db.query<Omit<IssueReport, 'failures' | 'serverError'>>(
      `SELECT count(*)::int AS recipients,
              count(*) FILTER (WHERE status = 'sent')::int AS sent,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
              count(*) FILTER (WHERE status = 'skipped')::int AS skipped,
              count(unsubscribed_at)::int AS unsubscribes
       FROM newsletter_deliveries WHERE issue_id = $1`,
      [id],
    ),
    db.query<{ email: string; reason: string }>(
      `SELECT s.email, d.error AS reason
       FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
       WHERE d.issue_id = $1 AND d.status = 'failed' ORDER BY d.id LIMIT 100`,
      [id],
    ),
    db.query<{ error: string }>(
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
export async function confirmedCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM newsletter_subscribers WHERE status = 'confirmed'`,
  )
  return rows[0]?.count ?? 0
}
