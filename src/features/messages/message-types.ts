import type { PublicFace } from '@/features/profiles/public-face'

// Shapes the messages endpoints answer with, shared by the server and the screen.

/**
 * The other participant as the conversation list and thread header show them: their public face
 * under the answer's own field names, plus the first name the list's search also matches.
 */
export type ChatPerson = Pick<PublicFace, 'name' | 'avatarUrl'> & {
  id: number
  firstName: string | null
}

export type ConversationSummary = {
  id: number
  other: ChatPerson
  /** The newest message, its text cut to a preview; null for a conversation not yet written in. */
  lastMessage: { content: string; senderId: number; createdAt: string } | null
  lastMessageAt: string | null
  /** Messages sent to me in this conversation that I have not read. */
  unreadCount: number
}

export type ChatMessage = {
  id: number
  conversationId: number
  senderId: number
  content: string
  createdAt: string
  readAt: string | null
}

/** One page of a thread, oldest first; `olderCursor` asks for the page before it. */
export type ThreadPage = { messages: ChatMessage[]; olderCursor: number | null }

/** How many characters of the newest message the list shows. */
export const PREVIEW_LENGTH = 120
/** Messages per thread page. */
export const THREAD_PAGE_SIZE = 30
/** Conversations the list shows at most (newest first). */
export const CONVERSATIONS_LIMIT = 100
