import type { Payload } from 'payload'

import type { Profile, User } from '../../payload-types'
import { t } from '../../src/i18n'
import { MEDIA_POPULATE, mediaUrl } from '../../src/features/profile/media-url'
import { publicNameOf } from '../../src/features/profile/public-name'
import {
  CONVERSATIONS_LIMIT,
  PREVIEW_LENGTH,
  THREAD_PAGE_SIZE,
  type ChatMessage,
  type ChatPerson,
  type ConversationSummary,
  type ThreadPage,
} from '../../src/features/messages/message-types'
import { relationId } from '../../fields/relationId'

type Pool = { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> }
const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool

type SummaryRow = {
  id: number
  last_message_at: Date | null
  other_id: number
  last_content: string | null
  last_sender_id: number | null
  last_created_at: Date | null
  unread: number
}

/**
 * The member's conversations, newest first, each with the other participant, a preview of the
 * newest message and the unread count: one SQL query plus one for the profiles, however many
 * conversations. The SQL filters on the member being a participant, the collection's read rule.
 * Conversations nobody wrote in yet are left out unless `include` names one.
 */
export async function listConversations(
  payload: Payload,
  user: User,
  options: { include?: number; only?: number } = {},
): Promise<ConversationSummary[]> {
  const { rows } = await poolOf(payload).query(
    `SELECT c.id, c.last_message_at,
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
     LIMIT ${CONVERSATIONS_LIMIT}`,
    [user.id, options.include ?? 0, options.only ?? null],
  )
  const summaries = rows as SummaryRow[]
  const people = await peopleById(
    payload,
    user,
    summaries.map((row) => row.other_id),
  )
  return summaries.map((row) => ({
    id: row.id,
    other: people.get(row.other_id) ?? unknownPerson(row.other_id),
    lastMessage:
      row.last_content != null && row.last_sender_id != null && row.last_created_at
        ? {
            content: row.last_content,
            senderId: row.last_sender_id,
            createdAt: new Date(row.last_created_at).toISOString(),
          }
        : null,
    lastMessageAt: row.last_message_at ? new Date(row.last_message_at).toISOString() : null,
    unreadCount: row.unread,
  }))
}

/** The public face (profile) of each member, in one query. */
export async function peopleById(
  payload: Payload,
  user: User,
  ids: number[],
): Promise<Map<number, ChatPerson>> {
  const people = new Map<number, ChatPerson>()
  const unique = [...new Set(ids)]
  if (!unique.length) return people
  const { docs } = await payload.find({
    collection: 'profiles',
    where: { user: { in: unique } },
    limit: unique.length,
    pagination: false,
    depth: 1,
    select: { user: true, displayName: true, firstName: true, lastName: true, avatar: true },
    populate: MEDIA_POPULATE,
    overrideAccess: false,
    user,
  })
  for (const profile of docs as Profile[]) {
    const id = relationId(profile.user)
    if (id != null) people.set(id, personOf(id, profile))
  }
  return people
}

function personOf(id: number, profile: Profile): ChatPerson {
  return {
    id,
    name: publicNameOf(profile) || t.notify.someone,
    firstName: profile.firstName ?? null,
    avatarUrl: mediaUrl(profile.avatar, 'thumbnail'),
  }
}

const unknownPerson = (id: number): ChatPerson => ({
  id,
  name: t.notify.someone,
  firstName: null,
  avatarUrl: null,
})

/** The conversation if the member takes part in it (the collection's read rule), else null. */
export async function findOwnConversation(payload: Payload, user: User, id: number) {
  if (!Number.isInteger(id) || id <= 0) return null
  return payload.findByID({
    collection: 'conversations',
    id,
    depth: 0,
    select: { participantOne: true, participantTwo: true },
    overrideAccess: false,
    user,
    disableErrors: true,
  })
}

/** One page of a thread, newest page first, each page oldest message first. */
export async function threadPage(
  payload: Payload,
  user: User,
  conversationId: number,
  before?: number,
): Promise<ThreadPage> {
  const { docs } = await payload.find({
    collection: 'messages',
    where: {
      and: [
        { conversation: { equals: conversationId } },
        ...(before ? [{ id: { less_than: before } }] : []),
      ],
    },
    sort: '-id',
    limit: THREAD_PAGE_SIZE + 1,
    pagination: false,
    depth: 0,
    select: { sender: true, content: true, readAt: true, createdAt: true },
    overrideAccess: false,
    user,
  })
  const page = docs.slice(0, THREAD_PAGE_SIZE)
  const messages: ChatMessage[] = page
    .map((doc) => ({
      id: doc.id,
      conversationId,
      senderId: Number(relationId(doc.sender)),
      content: doc.content,
      createdAt: doc.createdAt,
      readAt: doc.readAt ?? null,
    }))
    .reverse()
  return {
    messages,
    olderCursor: docs.length > THREAD_PAGE_SIZE ? (page[page.length - 1]?.id ?? null) : null,
  }
}

/**
 * Marks read every message sent to the member in the conversation, in one statement. The WHERE
 * is the collection's update rule (only the recipient marks read); the trigger announces it live.
 */
export async function markConversationRead(
  payload: Payload,
  user: User,
  conversationId: number,
): Promise<number> {
  const { rows } = await poolOf(payload).query(
    `UPDATE messages SET read_at = now(), updated_at = now()
     WHERE conversation_id = $1 AND recipient_id = $2 AND read_at IS NULL
     RETURNING id`,
    [conversationId, user.id],
  )
  return rows.length
}
