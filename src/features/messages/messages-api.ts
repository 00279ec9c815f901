'use client'

import { apiRequest as request } from '@/lib/api-client'

import type { ChatMessage, ConversationSummary, ThreadPage } from './message-types'

// The messages screen's calls to the endpoints of collections/Conversations, with the session
// cookie. Failures throw an ApiError carrying the server's Spanish message when it sent one.

/** SWR key of the conversation list; `include` keeps a conversation not yet written in. */
/** Whether an SWR key is one of the conversation lists (with or without `include`). */
export const isConversationsKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith('/api/conversations/mine')

export const conversationsKey = (include?: number | null) =>
  `/api/conversations/mine${include ? `?include=${include}` : ''}`

export const fetchConversations = async (key: string) =>
  (await request<{ docs: ConversationSummary[] }>('GET', key)).docs

/** SWR key of a thread's newest page. */
export const threadKey = (conversationId: number) => `/api/conversations/${conversationId}/messages`

export const fetchThread = (key: string) => request<ThreadPage>('GET', key)

export const fetchOlder = (conversationId: number, before: number) =>
  request<ThreadPage>('GET', `${threadKey(conversationId)}?before=${before}`)

export const openConversation = async (userId: number) =>
  (
    await request<{ conversation: ConversationSummary }>('POST', '/api/conversations/open', {
      userId,
    })
  ).conversation

export const sendMessage = async (conversationId: number, content: string) =>
  (await request<{ message: ChatMessage }>('POST', threadKey(conversationId), { content })).message

export const markRead = (conversationId: number) =>
  request<{ marked: number }>('POST', `/api/conversations/${conversationId}/read`)
