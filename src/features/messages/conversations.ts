import type { Payload } from 'payload'

import type { Conversation, User } from '../../../payload-types'
import { t } from '@/i18n'
import { sqlPool, type Queryable } from '@/lib/db'
import type { Viewer } from '@/lib/sql-read'
import { faceOfRow } from '@/features/profiles/public-face'
import {
  THREAD_PAGE_SIZE,
  type ChatMessage,
  type ConversationSummary,
  type ThreadPage,
} from './message-types'
import { relationId } from '@/lib/relation-id'
import * as sql from './sql'

// The messages screen's reads and writes, shared by its endpoints (collections/Conversations) and
// the /messages page: the list, a thread and mark-read in SQL (./sql.ts), the rest through the
// Local API.

/**
 * The member's conversations, newest first, each with the other participant, a preview of the
 * newest message and the unread count: one SQL statement, however many conversations.
 * Conversations nobody wrote in yet are left out unless `include` names one.
 */
export async function listConversations(
  db: Queryable,
  viewer: Viewer,
  options: { include?: number; only?: number } = {},
): Promise<ConversationSummary[]> {
  const rows = await sql.conversationRows(db, viewer, options)
  return rows.map((row) => {
    const face = faceOfRow(row.other_id, row, t.notify.someone)
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

/**
 * One page of a thread, newest page first, each page oldest message first; null when the
 * conversation is not the member's.
 */
export async function threadPage(
  db: Queryable,
  viewer: Viewer,
  conversationId: number,
  before = 0,
): Promise<ThreadPage | null> {
  const rows = await sql.threadRows(db, viewer, conversationId, before, THREAD_PAGE_SIZE + 1)
  if (!rows) return null
  const page = rows.slice(0, THREAD_PAGE_SIZE)
  const messages: ChatMessage[] = page
    .map((row) => ({
      id: row.id,
      conversationId,
      senderId: row.sender_id,
      content: row.content,
      createdAt: row.created_at.toISOString(),
      readAt: row.read_at?.toISOString() ?? null,
    }))
    .reverse()
  return {
    messages,
    olderCursor: rows.length > THREAD_PAGE_SIZE ? (page[page.length - 1]?.id ?? null) : null,
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
