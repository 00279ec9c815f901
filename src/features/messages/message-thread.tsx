'use client'

import Link from 'next/link'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import useSWR from 'swr'

import { ArrowLeft } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { toast } from '@/components/ui/toast'
import {
  holdUnreadCount,
  useLiveEvent,
  useLivePollInterval,
} from '@/features/notifications/live-events'
import * as t from '@/i18n/es'
import { ApiError } from '@/lib/api-client'
import { ChatAvatar } from './chat-avatar'
import { fullTime, messageTime } from './format-time'
import { MessageComposer } from './message-composer'
import type { ChatMessage, ConversationSummary, ThreadPage } from './message-types'
import { fetchOlder, fetchThread, markRead, sendMessage, threadKey } from './messages-api'

const text = t.messages.thread

type Pending = { key: string; content: string; createdAt: string }

type Props = {
  me: number
  conversation: ConversationSummary
  onBack: () => void
  /** Something the list shows changed (a message sent, a thread read). */
  onChanged: (change: { read?: number }) => void
}

/** One conversation: the other person, the messages (oldest first) and the message box. */
export function MessageThread({ me, conversation, onBack, onChanged }: Props) {
  const { id, other } = conversation
  const refreshInterval = useLivePollInterval()
  const { data, error, isLoading, mutate } = useSWR(threadKey(id), fetchThread, {
    refreshInterval,
  })
  const [older, setOlder] = useState<ThreadPage | null>(null)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [pending, setPending] = useState<Pending[]>([])
  const messages = mergeMessages(older?.messages ?? [], data?.messages ?? [])
  const olderCursor = older ? older.olderCursor : (data?.olderCursor ?? null)

  const markNow = useMarkRead(me, id, data, mutate, onChanged)

  useLiveEvent((event) => {
    if (event.type === 'resync') void mutate()
    else if (
      (event.type === 'message' || event.type === 'messages-read') &&
      event.conversationId === id
    ) {
      // A message arriving in the open, visible thread is read at once: the bell holds its count
      // until then, so it never goes up for it. Fetched first: SWR drops a fetch that a local
      // change (markNow's) overtakes, and the new message would not show.
      if (event.type === 'message') holdUnreadCount(mutate().then(() => markNow()))
      else void mutate()
    }
  })

  const scroller = useRef<HTMLDivElement>(null)
  const lastKey = pending.at(-1)?.key ?? messages.at(-1)?.id
  const nearBottom = useRef(true)
  useLayoutEffect(() => {
    const box = scroller.current
    if (box && nearBottom.current) box.scrollTop = box.scrollHeight
  }, [lastKey])

  async function loadOlder() {
    if (!olderCursor) return
    setLoadingOlder(true)
    const box = scroller.current
    const fromBottom = box ? box.scrollHeight - box.scrollTop : 0
    try {
      const page = await fetchOlder(id, olderCursor)
      setOlder((current) => ({
        messages: mergeMessages(page.messages, current?.messages ?? []),
        olderCursor: page.olderCursor,
      }))
      requestAnimationFrame(() => {
        if (box) box.scrollTop = box.scrollHeight - fromBottom
      })
    } catch (failure) {
      console.error('No se pudieron cargar mensajes anteriores', failure)
      toast.error(text.error)
    } finally {
      setLoadingOlder(false)
    }
  }

  async function send(content: string): Promise<boolean> {
    const draft: Pending = {
      key: `pendiente-${Date.now()}-${Math.random()}`,
      content,
      createdAt: new Date().toISOString(),
    }
    nearBottom.current = true
    setPending((current) => [...current, draft])
    const dropDraft = () => setPending((current) => current.filter((item) => item !== draft))
    try {
      const message = await sendMessage(id, content)
      // The sent message replaces its draft in one render: neither missing nor shown twice.
      void mutate(
        (current) => ({
          messages: mergeMessages(current?.messages ?? [], [message]),
          olderCursor: current?.olderCursor ?? null,
        }),
        { revalidate: false },
      )
      // No toast: the bubble is the confirmation, and a toast would cover the send button.
      dropDraft()
      onChanged({})
      return true
    } catch (failure) {
      dropDraft()
      const message = failure instanceof ApiError ? failure.message : ''
      if (!(failure instanceof ApiError)) console.error('No se pudo enviar el mensaje', failure)
      toast.error(t.messages.toast.error, { description: message || t.messages.toast.unknown })
      return false
    }
  }

  const lastOwnRead = [...messages].reverse().find((message) => message.senderId === me)?.readAt

  return (
    <>
      <header className="flex items-center gap-3 border-b border-stone-200 p-3">
        <button
          type="button"
          onClick={onBack}
          aria-label={text.back}
          className="flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-fuchsia-700 md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <Link
          href={`/profile/${other.id}`}
          title={text.viewProfile(other.name)}
          className="flex min-w-0 items-center gap-3 rounded-full pr-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-fuchsia-700"
        >
          <ChatAvatar person={other} className="size-10" />
          <h2 className="truncate text-base font-bold text-stone-900">{other.name}</h2>
        </Link>
      </header>
      <div
        ref={scroller}
        onScroll={(event) => {
          const box = event.currentTarget
          nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80
        }}
        className="min-h-0 flex-1 overflow-y-auto bg-stone-50 px-3 py-4 sm:px-5"
      >
        {olderCursor ? (
          <div className="mb-4 text-center">
            <Button variant="secondary" size="sm" onClick={loadOlder} disabled={loadingOlder}>
              {loadingOlder ? text.loadingOlder : text.loadOlder}
            </Button>
          </div>
        ) : null}
        {!data && isLoading ? (
          <p role="status" className="py-10 text-center text-sm text-stone-600">
            {text.loading}
          </p>
        ) : !data && error ? (
          <div role="alert" className="space-y-3 py-10 text-center text-sm text-stone-700">
            <p>{text.error}</p>
            <Button variant="secondary" size="sm" onClick={() => void mutate()}>
              {t.messages.list.retry}
            </Button>
          </div>
        ) : !messages.length && !pending.length ? (
          <p className="py-10 text-center text-sm text-stone-600">{text.empty}</p>
        ) : null}
        <div role="log" aria-label={text.log(other.name)} className="flex flex-col gap-2">
          {messages.map((message) => (
            <Bubble key={message.id} own={message.senderId === me} message={message} />
          ))}
          {pending.map((item) => (
            <Bubble key={item.key} own pending message={item} />
          ))}
        </div>
        {lastOwnRead && messages.at(-1)?.senderId === me && !pending.length ? (
          <p className="mt-1 text-right text-xs text-stone-600">{text.read}</p>
        ) : null}
      </div>
      <MessageComposer onSend={send} />
    </>
  )
}

function Bubble({
  own,
  pending = false,
  message,
}: {
  own: boolean
  pending?: boolean
  message: Pick<ChatMessage, 'content' | 'createdAt'>
}) {
  return (
    <div className={cn('flex', own ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 shadow-sm sm:max-w-[70%]',
          own
            ? 'rounded-br-sm bg-amber-300 text-stone-950'
            : 'rounded-bl-sm bg-white text-stone-900',
          // Waiting reads "Enviando..." instead of fading, which would lose contrast.
          pending && 'outline-1 outline-amber-700 outline-dashed',
        )}
      >
        {own ? <span className="sr-only">{text.sentByYou}: </span> : null}
        <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
        <p className={cn('mt-1 text-right text-xs', own ? 'text-stone-800' : 'text-stone-600')}>
          {pending ? (
            text.sending
          ) : (
            <time
              dateTime={message.createdAt}
              title={fullTime(message.createdAt)}
              suppressHydrationWarning
            >
              {messageTime(message.createdAt)}
            </time>
          )}
        </p>
      </div>
    </div>
  )
}

/** Oldest first, each message once (a live refetch and a send may bring the same one). */
function mergeMessages(first: ChatMessage[], second: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>()
  for (const message of [...first, ...second]) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/**
 * Marks the thread read whenever it shows messages to me that I have not read, while the page is
 * visible (a thread left open in a background tab is not read). Returns the call that marks it
 * now, for a message that just arrived.
 */
function useMarkRead(
  me: number,
  conversationId: number,
  data: ThreadPage | undefined,
  mutate: ReturnType<typeof useSWR<ThreadPage>>['mutate'],
  onChanged: Props['onChanged'],
) {
  const unread = data?.messages.some((message) => message.senderId !== me && !message.readAt)
  // One call at a time: a message arriving during a call is read by the next one.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const markNow = useCallback((): Promise<void> => {
    if (document.visibilityState !== 'visible') return Promise.resolve()
    const run = queue.current.then(async () => {
      try {
        await markRead(conversationId)
        const readAt = new Date().toISOString()
        await mutate(
          (current) =>
            current && {
              ...current,
              messages: current.messages.map((message) =>
                message.senderId !== me && !message.readAt ? { ...message, readAt } : message,
              ),
            },
          { revalidate: false },
        )
        onChanged({ read: conversationId })
      } catch (error) {
        console.error('No se pudo marcar la conversación como leída', error)
      }
    })
    queue.current = run
    return run
  }, [conversationId, me, mutate, onChanged])

  useEffect(() => {
    if (!unread) return
    void markNow()
    const onVisible = () => void markNow()
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [unread, markNow])

  return markNow
}
