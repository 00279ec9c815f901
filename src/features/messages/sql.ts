import type { Queryable } from '@/lib/db'
import { sqlLimit } from '@/lib/prepared-statements'
import type { Viewer } from '@/lib/sql-read'
import { FACE_SQL, type FaceRow } from '@/features/profiles/public-face'
import { CONVERSATIONS_LIMIT, PREVIEW_LENGTH } from './message-types'

// The raw SQL of messages: the conversation list and marking a thread read, each one statement
// however many conversations. Each restates in its WHERE the access rule Payload would apply
// (tests/int/sql-access.test.ts compares them with the Local API).

export type ConversationRow = FaceRow & {
  id: number
  last_message_at: Date | null
  other_id: number
  last_content: string | null
  last_sender_id: number | null
  last_created_at: Date | null
  unread: number
}

/** Who reads: the member, and whether they are staff (editor or founder). */
export type Reader = Viewer

/**
 * The member's conversations, newest first, each with the other participant's face, a preview of
 * the newest message and the unread count. Conversations nobody wrote in yet are left out unless
 * `include` names one; `only` keeps just that one.
 *
 * Restates access/participantsOnly.ts, the read rule of collections/Conversations/index.ts
 * (participantOne, participantTwo) and collections/Messages/index.ts (sender, recipient): only
 * conversations the member takes part in, so only messages they sent or received. The other
 * participant's face restates access/visibleOrOwnOrStaff.ts (FACE_SQL).
 */
export async function conversationRows(
  db: Queryable,
  reader: Reader,
  options: { include?: number; only?: number } = {},
): Promise<ConversationRow[]> {
  const { rows } = await db.query<ConversationRow>(
    `SELECT s.*, ${FACE_SQL.columns}
     FROM (
       SELECT c.id, c.last_message_at,
         CASE WHEN c.participant_one_id = $1 THEN c.participant_two_id ELSE c.participant_one_id END
           AS other_id,
         left(lm.content, ${PREVIEW_LENGTH}) AS last_content, lm.sender_id AS last_sender_id,
         lm.created_at AS last_created_at,
         (SELECT count(*)::int FROM messages u
           WHERE u.recipient_id = $1 AND u.conversation_id = c.id AND u.read_at IS NULL) AS unread
       FROM conversations c
       LEFT JOIN LATERAL (
         SELECT m.content, m.sender_id, m.created_at FROM messages m
         WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1
       ) lm ON true
       WHERE (c.participant_one_id = $1 OR c.participant_two_id = $1)
         AND (c.last_message_at IS NOT NULL OR c.id = $2)
         AND ($3::int IS NULL OR c.id = $3)
       ORDER BY c.last_message_at DESC NULLS FIRST, c.id DESC
       LIMIT ${CONVERSATIONS_LIMIT}
     ) s
     ${FACE_SQL.join('s.other_id', '$1', '$4')}
     ORDER BY s.last_message_at DESC NULLS FIRST, s.id DESC`,
    [reader.id, options.include ?? 0, options.only ?? null, reader.staff],
  )
  return rows
}

export type ThreadRow = {
  id: number
  sender_id: number
  content: string
  read_at: Date | null
  created_at: Date
}

/**
 * Up to `limit` messages of the conversation older than message `before` (0: the newest),
 * newest first; null when the conversation is not the member's.
 *
 * Restates access/participantsOnly.ts, the read rule of collections/Conversations/index.ts
 * (participantOne, participantTwo): only a conversation the member takes part in. Every message of
 * it is then the member's to read (collections/Messages/index.ts: sender or recipient), because a
 * message is only saved inside the conversation of exactly its sender and recipient and none of
 * the three ever changes. Not testing each message again lets the page be the last entries of
 * messages_thread_idx (conversation_id, id), however long the thread.
 */
export async function threadRows(
  db: Queryable,
  reader: Reader,
  conversationId: number,
  before: number,
  limit: number,
): Promise<ThreadRow[] | null> {
  // Its own text with or without `before` and with the LIMIT written in, so the prepared
  // statement's generic plan (src/lib/prepared-statements.ts) reads the index's end either way.
  const older = before ? 'AND m.id < $3' : ''
  const { rows } = await db.query<Partial<ThreadRow> & { conversation: number }>(
    `SELECT c.id AS conversation, m.*
     FROM conversations c
     LEFT JOIN LATERAL (
       SELECT m.id, m.sender_id, m.content, m.read_at, m.created_at FROM messages m
       -- By the parameter, not c.id, so the index (conversation_id, id) is read from its end.
       WHERE m.conversation_id = $1 ${older}
       ORDER BY m.id DESC LIMIT ${sqlLimit(limit)}
     ) m ON true
     WHERE c.id = $1 AND (c.participant_one_id = $2 OR c.participant_two_id = $2)`,
    before ? [conversationId, reader.id, before] : [conversationId, reader.id],
  )
  if (!rows.length) return null
  return rows.filter((row): row is ThreadRow & { conversation: number } => row.id != null)
}

/**
 * Marks read every message sent to the member in the conversation and, in the same statement
 * (one short transaction, no lock waited for on another connection), the member's unread
 * "message" notifications from the other participant: reading the thread reads its notices. The
 * triggers announce both live. Returns the ids of the messages it marked.
 *
 * Restates the update rules of collections/Messages/index.ts (only the recipient marks a message
 * read, so what the member sent stays unread for the other) and of collections/Notifications.ts
 * (access/ownRowsOnly.ts 'recipient': only the member's own notifications).
 */
export async function markConversationRead(
  db: Queryable,
  userId: number,
  conversationId: number,
  otherId: number,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `WITH notices AS (
       UPDATE notifications SET read = true, updated_at = now()
       WHERE recipient_id = $2 AND sender_id = $3 AND type = 'message' AND read = false
     )
     UPDATE messages SET read_at = now(), updated_at = now()
     WHERE conversation_id = $1 AND recipient_id = $2 AND read_at IS NULL
     RETURNING id`,
    [conversationId, userId, otherId],
  )
  return rows.map((row) => row.id)
}

export type SavedMessage = { id: number; recipient_id: number; created_at: Date }

/**
 * Sends a message in one of the viewer's conversations to its other participant, and moves the
 * conversation up the list, in one statement: who may write to whom (a message travels inside
 * the conversation of exactly its sender and recipient, and never across a block). Null when the
 * conversation is not the viewer's; `message` null when a block between them refused it.
 */
export async function insertMessage(
  db: Queryable,
  viewer: Viewer,
  conversationId: number,
  content: string,
): Promise<{ message: SavedMessage | null } | null> {
  const { rows } = await db.query<{ found: boolean; id: number | null } & SavedMessage>(
    `WITH own AS (
       SELECT id, CASE WHEN participant_one_id = $1 THEN participant_two_id
                       ELSE participant_one_id END AS recipient_id
       FROM conversations
       WHERE id = $2 AND (participant_one_id = $1 OR participant_two_id = $1)
     ),
     allowed AS (
       SELECT o.* FROM own o
       WHERE NOT EXISTS (SELECT 1 FROM blocks
                          WHERE (blocker_id = $1 AND blocked_id = o.recipient_id)
                             OR (blocker_id = o.recipient_id AND blocked_id = $1))
     ),
     saved AS (
       INSERT INTO messages (conversation_id, sender_id, recipient_id, content)
       SELECT id, $1, recipient_id, $3 FROM allowed
       RETURNING id, conversation_id, recipient_id, created_at
     ),
     moved AS (
       UPDATE conversations c SET last_message_at = s.created_at, updated_at = now()
       FROM saved s WHERE c.id = s.conversation_id
     )
     SELECT true AS found, s.id, s.recipient_id, s.created_at FROM own LEFT JOIN saved s ON true`,
    [viewer.id, conversationId, content],
  )
  const row = rows[0]
  if (!row) return null
  const { id, recipient_id, created_at } = row
  return { message: id == null ? null : { id, recipient_id, created_at } }
}
