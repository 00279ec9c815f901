import type { Pool } from 'pg'

import { inTransaction } from '@/lib/db'

// The e-mail alerts' SQL: finding what is due and claiming it for sending. Rows of `email_alerts`
// (migrations/20261208_100000_email_preferences.ts) are written by the system only; nobody reads
// them through the API, so no access rule is restated here.

/** A message unread this long gets its e-mail (30 minutes). */
export const UNREAD_AFTER_SECONDS = 30 * 60
/** At most one unread-message e-mail per conversation in this time (6 hours). */
export const PER_CONVERSATION_SECONDS = 6 * 60 * 60
/** Messages older than this are not worth an e-mail any more (a week). */
const UNREAD_AT_MOST_SECONDS = 7 * 24 * 60 * 60
/** Digests queued per check: the rest wait for the next one, seconds later. */
const DIGESTS_PER_CHECK = 1_000
/** Done rows are kept this long: the last digest and e-mail of each conversation are far newer. */
const KEEP_DAYS = 60

/**
 * Queues what is due, in one transaction that only one check at a time runs (an advisory lock):
 * two runners or two ticks never queue the same e-mail twice.
 *
 * - An unread-message e-mail for each conversation whose recipient opted in (and confirmed the
 *   address) with a message unread for UNREAD_AFTER_SECONDS, when that conversation got none in
 *   PER_CONVERSATION_SECONDS and none since that message came (so one unread message is
 *   mentioned once), and no block stands between the two.
 * - A digest for each member whose daily or weekly period has passed since the last one (or since
 *   joining), covering the opportunities published since then.
 */
export async function queueDueAlerts(pool: Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('tarima:email-alerts'))`)
    await client.query(
      `INSERT INTO email_alerts (user_id, category, conversation_id, message_id)
       SELECT DISTINCT ON (m.recipient_id, m.conversation_id)
              m.recipient_id, 'messages', m.conversation_id, m.id
       FROM messages m
       JOIN users u ON u.id = m.recipient_id
       WHERE m.read_at IS NULL
         AND m.created_at <= now() - make_interval(secs => $1)
         AND m.created_at > now() - make_interval(secs => $3)
         AND u.email_alerts_unread_messages AND u.email_confirmed
         AND NOT EXISTS (
           SELECT 1 FROM email_alerts a
           WHERE a.user_id = m.recipient_id AND a.category = 'messages'
             AND a.conversation_id = m.conversation_id
             AND (a.created_at > now() - make_interval(secs => $2) OR a.created_at >= m.created_at))
         AND NOT EXISTS (
           SELECT 1 FROM blocks b
           WHERE (b.blocker_id = m.recipient_id AND b.blocked_id = m.sender_id)
              OR (b.blocker_id = m.sender_id AND b.blocked_id = m.recipient_id))
       ORDER BY m.recipient_id, m.conversation_id, m.created_at DESC`,
      [UNREAD_AFTER_SECONDS, PER_CONVERSATION_SECONDS, UNREAD_AT_MOST_SECONDS],
    )
    await client.query(
      `INSERT INTO email_alerts (user_id, category, since)
       SELECT u.id, 'digest', coalesce(last.at, now() - p.every)
       FROM users u
       CROSS JOIN LATERAL (
         SELECT CASE u.email_alerts_opportunity_digest
                  WHEN 'daily' THEN interval '1 day' ELSE interval '7 days' END AS every) p
       LEFT JOIN LATERAL (
         SELECT max(a.created_at) AS at FROM email_alerts a
         WHERE a.user_id = u.id AND a.category = 'digest') last ON true
       WHERE u.email_alerts_opportunity_digest <> 'off' AND u.email_confirmed
         AND coalesce(last.at, u.created_at) <= now() - p.every
       ORDER BY u.id
       LIMIT $1`,
      [DIGESTS_PER_CHECK],
    )
    await client.query(
      `DELETE FROM email_alerts
       WHERE created_at < now() - make_interval(days => $1)
         AND status IN ('sent', 'skipped', 'failed')`,
      [KEEP_DAYS],
    )
  })
}

/** One claimed alert, with what its e-mail needs as of now. */
export type ClaimedAlert = {
  id: string
  userId: number
  category: 'messages' | 'digest'
  email: string
  firstName: string
  confirmed: boolean
  digest: 'off' | 'daily' | 'weekly'
  messagesOn: boolean
  since: Date | null
  /** The message is still unread (messages only). */
  unread: boolean
  senderId: number | null
  senderName: string | null
}

/** The next batch, marked as being sent (another runner skips it). */
export async function claimAlerts(pool: Pool, batch: number): Promise<ClaimedAlert[]> {
  // Rows a dead runner claimed go back first (a live one marks them within seconds).
  await pool.query(
    `UPDATE email_alerts SET status = 'pending'
     WHERE status = 'sending' AND claimed_at < now() - interval '60 seconds'`,
  )
  const { rows } = await pool.query<ClaimedAlert>(
    `WITH next AS (
       SELECT id FROM email_alerts
       WHERE status = 'pending' AND (not_before IS NULL OR not_before <= now())
       ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE email_alerts a
       SET status = 'sending', claimed_at = now(), attempts = a.attempts + 1
       FROM next WHERE a.id = next.id
       RETURNING a.*
     )
     SELECT c.id, c.user_id AS "userId", c.category, c.since,
            u.email, u.first_name AS "firstName", u.email_confirmed AS confirmed,
            u.email_alerts_opportunity_digest AS digest,
            u.email_alerts_unread_messages AS "messagesOn",
            (m.id IS NOT NULL AND m.read_at IS NULL) AS unread,
            m.sender_id AS "senderId",
            coalesce(nullif(s.public_name, ''), s.first_name) AS "senderName"
     FROM claimed c
     JOIN users u ON u.id = c.user_id
     LEFT JOIN messages m ON m.id = c.message_id
     LEFT JOIN users s ON s.id = m.sender_id
     ORDER BY c.id`,
    [batch],
  )
  return rows
}

/** Sent, skipped (nothing to say any more) or failed for good, with the reason. */
export async function markAlert(
  pool: Pool,
  id: string,
  status: 'sent' | 'skipped' | 'failed',
  error: string | null = null,
) {
  await pool.query(
    `UPDATE email_alerts
     SET status = $2, error = $3, sent_at = CASE WHEN $2 = 'sent' THEN now() END
     WHERE id = $1`,
    [id, status, error],
  )
}

/** A failed attempt: tried again a minute more later each time, failed after `maxAttempts`. */
export async function retryAlert(pool: Pool, id: string, error: string, maxAttempts: number) {
  await pool.query(
    `UPDATE email_alerts
     SET status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END, error = $2,
         not_before = now() + make_interval(secs => attempts * 60)
     WHERE id = $1`,
    [id, error.slice(0, 500), maxAttempts],
  )
}

/** Whether a slice left work that is due now. */
export async function alertsDue(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query(
    `SELECT 1 FROM email_alerts
     WHERE status = 'pending' AND (not_before IS NULL OR not_before <= now()) LIMIT 1`,
  )
  return rows.length > 0
}
