'use client'

import type { ChatMessage, ConversationSummary, ThreadPage } from './message-types'

// The messages screen's calls to the endpoints of collections/Conversations, with the session
// cookie. Failures throw an ApiError carrying the server's Spanish message when it sent one.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    cache: 'no-store',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const reply = (await response.json().catch(() => null)) as {
    errors?: { message?: string }[]
  } | null
  if (!response.ok) {
    // 5xx messages are Payload's English generic ones: the screen shows its own instead.
    const message = response.status < 500 ? reply?.errors?.[0]?.message : undefined
    throw new ApiError(message ?? '', response.status)
  }
  return reply as T
}

/** SWR key of the conversation list; `include` keeps a conversation not yet written in. */
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
