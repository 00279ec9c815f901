import type { Payload } from 'payload'

import type { Conversation, User } from '../../../payload-types'
import { isStaffUser } from '../../../access/hasRole'
import { t } from '@/i18n'
import { sqlPool } from '@/lib/db'
import { facesOfRows } from '@/features/profiles/public-face'
import {
  THREAD_PAGE_SIZE,
  type ChatMessage,
  type ConversationSummary,
  type ThreadPage,
} from './message-types'
import { relationId } from '@/lib/relation-id'
import * as sql from './sql'

// The messages screen's reads and writes, shared by its endpoints (collections/Conversations) and
// the /messages page: the list and mark-read in SQL (./sql.ts), the rest through the Local API.

/**
 * The member's conversations, newest first, each with the other participant, a preview of the
 * newest message and the unread count: one SQL query plus one for the photos, however many
 * conversations. Conversations nobody wrote in yet are left out unless `include` names one.
 */
export async function listConversations(
  payload: Payload,
  user: User,
  options: { include?: number; only?: number } = {},
): Promise<ConversationSummary[]> {
  const rows = await sql.conversationRows(
    sqlPool(payload),
    { id: user.id, staff: isStaffUser(user) },
    options,
  )
  const faces = await facesOfRows(payload, rows, { viewer: user })
  return rows.map((row) => {
    const face = faces.face(row.other_id, t.notify.someone)
    return {
      id: row.id,
      other: {
        id: face.userId,
        name: face.name,
        firstName: row.face_user_id != null ? (row.face_first_name ?? null) : null,
        avatarUrl: face.avatarUrl,
      },
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
    }
  })
}

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
 * Marks read every message sent to the member in the conversation, and their "message"
 * notifications from the other participant (./sql.ts); how many messages.
 */
export async function markConversationRead(
  payload: Payload,
  user: User,
  conversation: Pick<Conversation, 'id' | 'participantOne' | 'participantTwo'>,
): Promise<number> {
  const other = [conversation.participantOne, conversation.participantTwo]
    .map(relationId)
    .find((id) => id !== user.id)
  if (other == null) return 0
  const marked = await sql.markConversationRead(sqlPool(payload), user.id, conversation.id, other)
  return marked.length
}
