import type { Notification } from '../../../payload-types'
import type { Queryable } from '@/lib/db'
import { NOTIFICATIONS_LIMIT } from '@/lib/limits'
import { sqlLimit } from '@/lib/prepared-statements'
import type { Viewer } from '@/lib/sql-read'
import { FACE_SQL, type FaceRow } from '@/features/profiles/public-face'
import { LIVE_CHANNEL } from './live-hub'

// The raw SQL of notifications: the bell's hot paths, which skip the Local API on purpose. Each
// query restates in its WHERE the access rule Payload would apply (tests/int/sql-access.test.ts).

/**
 * Whether the token's session is still open, and how many unread notifications the member has.
 *
 * Restates access/ownRowsOnly.ts ('recipient'), the read rule of collections/Notifications.ts:
 * only the member's own notifications count. The session test restates Payload's JWT strategy
 * (node_modules/payload/dist/auth/strategies/jwt.js): the token's `sid` must be one of the user's
 * sessions, not expired, so a signed-out token gets no answer.
 */
export async function countUnread(
  db: Queryable,
  userId: number,
  sid: string,
): Promise<{ signedIn: boolean; count: number }> {
  const { rows } = await db.query<{ signed_in: boolean; count: number }>(
    `SELECT EXISTS (SELECT 1 FROM users_sessions
                     WHERE _parent_id = $1 AND id = $2 AND expires_at > now()) AS signed_in,
            (SELECT count(*)::int FROM notifications
              WHERE recipient_id = $1 AND read = false) AS count`,
    [userId, sid],
  )
  return { signedIn: Boolean(rows[0]?.signed_in), count: rows[0]?.count ?? 0 }
}

export type NotificationRow = FaceRow & {
  id: number
  sender_id: number | null
  type: Notification['type']
  title: string
  message: string | null
  read: boolean | null
  created_at: Date
}

/**
 * The member's newest notifications, each with its sender's face, in one statement.
 *
 * Restates access/ownRowsOnly.ts ('recipient'), the read rule of collections/Notifications.ts:
 * only the member's own notifications; the sender's face restates access/visibleOrOwnOrStaff.ts
 * (FACE_SQL).
 */
export async function notificationRows(db: Queryable, viewer: Viewer): Promise<NotificationRow[]> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT n.id, n.sender_id, n.type, n.title, n.message, n.read, n.created_at, ${FACE_SQL.columns}
     FROM (
       SELECT * FROM notifications WHERE recipient_id = $1
       ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATIONS_LIMIT}
     ) n
     ${FACE_SQL.join('n.sender_id', '$1', '$2')}
     ORDER BY n.created_at DESC, n.id DESC`,
    [viewer.id, viewer.staff],
  )
  return rows
}

/**
 * Marks read every unread notification of the member, in one UPDATE (the collection has no hooks
 * a bulk update through Payload would run). Returns how many changed.
 *
 * Restates access/ownRowsOnly.ts ('recipient'), the update rule of collections/Notifications.ts:
 * a member marks only their own notifications.
 */
export async function markAllRead(db: Queryable, userId: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE notifications SET read = true, updated_at = now()
      WHERE recipient_id = $1 AND read = false`,
    [userId],
  )
  return rowCount ?? 0
}

/** First half of the two-key advisory locks of insertNoticeOnce(), so they never collide with others. */
const NOTIFY_LOCK_SPACE = 0x6e6f7469 // "noti"

/**
 * Whose transaction a notice is written in: the caller's (Payload's hooks, the action and its
 * notice commit together) or its own, a statement after a write that committed already (the fast
 * writes, src/features/notifications/notify.ts notifyAfterWrite).
 */
export type NoticeCommit = 'caller' | 'own'

/**
 * The one row a notice's INSERT … SELECT starts from. In a transaction of its own the notice
 * commits without waiting for its WAL flush (synchronous_commit off for that transaction alone):
 * its trigger NOTIFYs (migrations/20261121_120000_live_notify.ts), and PostgreSQL lets one
 * NOTIFYing commit at a time through, holding a database-wide lock until the commit is on disk
 * (PreCommit_Notify), so under load every notice queued for the previous one's flush. A crash of
 * PostgreSQL may lose the last fraction of a second's notices, never the write they tell of, which
 * kept its synchronous commit. In the caller's transaction it changes nothing: that commit is
 * the caller's.
 */
const noticeSource = (commit: NoticeCommit) =>
  commit === 'own'
    ? `(SELECT set_config('synchronous_commit', 'off', true)) AS commit_mode`
    : '(SELECT) AS commit_mode'

/** A grouped notice (likes of one post): who is told, by whom, and its texts by group size. */
export type GroupedNotice = {
  recipient: number
  sender: number
  type: Notification['type']
  title: string
  /** What the notice is about, e.g. `posts:12`: one unread notice per recipient and group. */
  groupKey: string
  /** The text for one member, for two ("Ana y otra persona"), and around the count for more. */
  single: string
  pair: string
  many: [before: string, after: string]
  /** A member already in a read notice of this group this recently is not told again. */
  windowMs: number
}

/**
 * Adds the sender to the recipient's unread notice of the group, or starts one, in one atomic
 * INSERT … ON CONFLICT on the partial unique index of migration 20261124_110000_notice_groups:
 * members liking at once queue on that row and none makes a second notice, with no lock taken
 * anywhere else. A sender already in the unread notice, or in a read one of the window, changes
 * nothing (unlike/like cycles). The newest member leads the text and moves the notice up.
 * Returns whether a notice was created or changed. Run on the request's transaction.
 *
 * Writes as the system (collections/Notifications.ts: create is nobody's but the system's).
 */
export async function upsertGroupedNotice(
  tx: Queryable,
  notice: GroupedNotice,
  commit: NoticeCommit = 'caller',
): Promise<boolean> {
  const since = new Date(Date.now() - notice.windowMs).toISOString()
  const { rows } = await tx.query(
    `INSERT INTO notifications AS n
       (recipient_id, sender_id, type, title, message, read, group_key, actors, created_at, updated_at)
     SELECT $1::int, $2::int, $3::enum_notifications_type, $4::varchar, $5::varchar,
       false, $6::varchar, jsonb_build_array($2::int), now(), now()
     FROM ${noticeSource(commit)}
     WHERE NOT EXISTS (
       SELECT 1 FROM notifications r
       WHERE r.recipient_id = $1 AND r.group_key = $6 AND r.read
         AND r.actors @> jsonb_build_array($2::int)
         AND r.updated_at > $7::timestamptz
     )
     ON CONFLICT (recipient_id, group_key) WHERE read = false AND group_key IS NOT NULL
     DO UPDATE SET
       sender_id = EXCLUDED.sender_id,
       actors = n.actors || EXCLUDED.actors,
       message = CASE jsonb_array_length(n.actors)
         WHEN 1 THEN $8::varchar
         ELSE $9::text || jsonb_array_length(n.actors) || $10::text
       END,
       created_at = now(),
       updated_at = now()
     WHERE NOT n.actors @> EXCLUDED.actors
     RETURNING n.id`,
    [
      notice.recipient,
      notice.sender,
      notice.type,
      notice.title,
      notice.single,
      notice.groupKey,
      since,
      notice.pair,
      notice.many[0],
      notice.many[1],
    ],
  )
  return rows.length > 0
}

/** A notice as the system writes it (collections/Notifications.ts). */
export type Notice = {
  recipient: number
  sender: number | null
  type: Notification['type']
  title: string
  message?: string
}

/** Writes one notice. */
export async function insertNotice(
  db: Queryable,
  notice: Notice,
  commit: NoticeCommit = 'caller',
): Promise<void> {
  await db.query(
    `INSERT INTO notifications (recipient_id, sender_id, type, title, message, read, created_at, updated_at)
     SELECT $1::int, $2::int, $3::enum_notifications_type, $4::varchar, $5::varchar, false, now(), now()
     FROM ${noticeSource(commit)}`,
    [notice.recipient, notice.sender, notice.type, notice.title, notice.message ?? null],
  )
}

/**
 * Writes one notice unless the same one (recipient, sender, kind, title and text) was given since
 * `since` or is being given right now by a concurrent request. Without waiting: the
 * transaction-scoped advisory lock on the notice's `key` is *tried* (never a wait that could pile
 * up the pool, src/lib/side-pool.ts); whoever holds it is writing this very notice, so a failed
 * try is a repeat. One statement, so the lock covers the check and the write even on a pool
 * connection outside any transaction (the fast writes of src/lib/sql-write.ts). What it cannot
 * see is a notice committed in the microseconds between this statement's start and its try of
 * the lock: then the same notice is given twice, never lost.
 */
export async function insertNoticeOnce(
  db: Queryable,
  notice: Notice,
  { key, since }: { key: string; since: Date },
  commit: NoticeCommit = 'caller',
): Promise<void> {
  await db.query(
    `INSERT INTO notifications (recipient_id, sender_id, type, title, message, read, created_at, updated_at)
     SELECT $1::int, $2::int, $3::enum_notifications_type, $4::varchar, $5::varchar, false, now(), now()
       FROM ${noticeSource(commit)}
      WHERE NOT EXISTS (
              SELECT 1 FROM notifications
               WHERE recipient_id = $1 AND sender_id IS NOT DISTINCT FROM $2 AND type = $3
                 AND title = $4 AND coalesce(message, '') = coalesce($5, '') AND created_at > $6)
        AND pg_try_advisory_xact_lock($7, hashtext($8))`,
    [
      notice.recipient,
      notice.sender,
      notice.type,
      notice.title,
      notice.message ?? null,
      since,
      NOTIFY_LOCK_SPACE,
      key,
    ],
  )
}

/**
 * The name a member shows (src/features/profiles/public-face.ts publicNameOf): their profile's
 * display name, else their account's first and last name; '' without either. The system's own
 * read, written into notices.
 */
export async function memberName(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ name: string | null }>(
    `SELECT ${memberNameSql('$1')} AS name`,
    [userId],
  )
  return rows[0]?.name ?? ''
}

/**
 * memberName() as a scalar subquery of the member whose id is `userId` (a parameter or column):
 * a fast write's own statement reads the name of the member who writes with it
 * (src/features/feed/sql.ts, src/features/follow/sql.ts) instead of a statement of its own.
 */
export const memberNameSql = (userId: string) =>
  `(SELECT coalesce(nullif(trim(p.display_name), ''),
                    trim(concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, ''))))
      FROM users u LEFT JOIN profiles p ON p.user_id = u.id
     WHERE u.id = ${userId} LIMIT 1)`

/** A new message as its live event names it (./live-hub.ts parseNotice). */
export type AnnouncedMessage = {
  id: number
  conversationId: number
  senderId: number
  recipientId: number
}

/**
 * Tells the recipient's open pages of a new message, on the live channel (./live-hub.ts), once
 * the message is saved: as a statement of its own after it committed (the fast write,
 * src/features/messages/message-writes.ts), or in the caller's transaction (Payload's hooks),
 * which PostgreSQL delivers at commit. Not a trigger in the message's own transaction
 * (migrations/20261204_090000_message_live_after_commit.ts): PostgreSQL lets one NOTIFYing commit
 * at a time through until it is on disk. On its own it writes no WAL, so it waits for no disk.
 */
export async function announceMessage(db: Queryable, message: AnnouncedMessage): Promise<void> {
  await db.query(
    `SELECT pg_notify($1, json_build_object(
       'type', 'message', 'to', $2::int, 'conversationId', $3::int,
       'messageId', $4::int, 'senderId', $5::int)::text)`,
    [LIVE_CHANNEL, message.recipientId, message.conversationId, message.id, message.senderId],
  )
}

export type MissedRow = {
  kind: 'message' | 'notification'
  id: number
  conversation_id: number | null
  sender_id: number | null
}

/**
 * What a reconnecting live stream missed (./live-stream.ts): the member's messages and
 * notifications created after `since`, messages first, each kind oldest first and at most `limit`
 * of each. Restates access/participantsOnly.ts for messages (only those sent to the member, who
 * takes part in their conversation) and access/ownRowsOnly.ts ('recipient') for notifications.
 */
export async function missedSince(
  db: Queryable,
  userId: number,
  since: Date,
  limit: number,
): Promise<MissedRow[]> {
  const { rows } = await db.query<MissedRow>(
    `(SELECT 'message' AS kind, id, conversation_id, sender_id, created_at FROM messages
       WHERE recipient_id = $1 AND created_at > $2 ORDER BY created_at, id LIMIT ${sqlLimit(limit)})
     UNION ALL
     (SELECT 'notification', id, NULL, NULL, created_at FROM notifications
       WHERE recipient_id = $1 AND created_at > $2 ORDER BY created_at, id LIMIT ${sqlLimit(limit)})
     ORDER BY 1, 5, 2`,
    [userId, since],
  )
  return rows
}
