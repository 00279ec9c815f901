'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import { MessagesSquare } from '@/components/icons'
import { cn } from '@/components/ui/cn'
import { toast } from '@/components/ui/toast'
import { useLiveEvent, useLivePollInterval } from '@/features/notifications/live-events'
import * as t from '@/i18n/es'
import { ApiError } from '@/lib/api-client'
import { ConversationList } from './conversation-list'
import type { ConversationSummary } from './message-types'
import { MessageThread } from './message-thread'
import {
  conversationsKey,
  fetchConversations,
  isConversationsKey,
  openConversation,
} from './messages-api'

const text = t.messages

/** Marks the history entries of open threads (Next adds its own keys to the object). */
const THREAD_ENTRY = 'tarimaThread'

/** Shows the thread with that member as a history entry above the list (/messages). */
function enterThread(otherId: number) {
  const url = `/messages?to=${otherId}`
  const state = { [THREAD_ENTRY]: true }
  if (window.history.state?.[THREAD_ENTRY]) window.history.replaceState(state, '', url)
  else {
    window.history.replaceState(null, '', '/messages')
    window.history.pushState(state, '', url)
  }
}

type Props = {
  me: number
  initialConversations: ConversationSummary[]
  /** `/messages?to={userId}`: open (or start) the conversation with that member. */
  to: number | null
}

/** The messages screen: conversations beside the open thread (stacked on small screens). */
export function MessagesScreen({ me, initialConversations, to }: Props) {
  // `to` names someone already in the list, or a conversation to open (or start) first.
  const known = to ? initialConversations.find((item) => item.other.id === to) : undefined
  const [selectedId, setSelectedId] = useState<number | null>(known?.id ?? null)
  // A conversation just opened from a profile, until the list brings it.
  const [opened, setOpened] = useState<ConversationSummary | null>(null)
  const [opening, setOpening] = useState(Boolean(to && !known))
  const [openError, setOpenError] = useState<string | null>(null)
  const refreshInterval = useLivePollInterval()
  const { data, error, isLoading, mutate } = useSWR(
    conversationsKey(selectedId),
    fetchConversations,
    {
      fallbackData: initialConversations,
      keepPreviousData: true,
      refreshInterval,
    },
  )
  // Every cached list (with or without `include`), not only this key's: going back to the list
  // switches keys, and a list cached a moment ago would otherwise be shown without refetching.
  const { mutate: mutateAll } = useSWRConfig()
  const refreshLists = useCallback(() => void mutateAll(isConversationsKey), [mutateAll])
  // Back from a thread: this key's list may have been cached (and deduplicated) a moment ago.
  const previousSelected = useRef(selectedId)
  useEffect(() => {
    if (previousSelected.current !== null && selectedId === null) void mutate()
    previousSelected.current = selectedId
  }, [selectedId, mutate])
  const conversations = withOpened(data, opened)
  const selected = conversations?.find((conversation) => conversation.id === selectedId) ?? null

  useLiveEvent((event) => {
    if (event.type === 'message' || event.type === 'messages-read' || event.type === 'resync') {
      refreshLists()
    }
  })

  // Each open thread is a history entry above the list (/messages?to={userId}), so the browser's
  // Back returns to the list, as the thread's own back button does (on phones they take turns).
  const select = useCallback((conversation: ConversationSummary) => {
    setSelectedId(conversation.id)
    setOpenError(null)
    enterThread(conversation.other.id)
  }, [])
  // Arrived at /messages?to= for someone already in the list: the list goes below it.
  const arrivedAt = useRef(known?.other.id)
  useEffect(() => {
    if (arrivedAt.current) enterThread(arrivedAt.current)
  }, [])

  const latest = useRef(conversations)
  useEffect(() => {
    latest.current = conversations
  })
  useEffect(() => {
    // Back (or Forward): show what the address names.
    const onPop = () => {
      const other = Number(new URLSearchParams(window.location.search).get('to'))
      const found = other ? latest.current?.find((item) => item.other.id === other) : undefined
      setSelectedId(found?.id ?? null)
      setOpenError(null)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])

  const started = useRef(false)
  useEffect(() => {
    if (!opening || !to || started.current) return
    started.current = true
    openConversation(to)
      .then((conversation) => {
        setOpened(conversation)
        select(conversation)
      })
      .catch((failure: unknown) => {
        const message = failure instanceof ApiError && failure.message ? failure.message : ''
        if (!(failure instanceof ApiError))
          console.error('No se pudo abrir la conversación', failure)
        setOpenError(message || text.thread.openError)
        toast.error(text.thread.openError, { description: message || undefined })
      })
      .finally(() => setOpening(false))
  }, [opening, to, select])

  const onChanged = useCallback(
    ({ read }: { read?: number }) => {
      if (read) {
        void mutate(
          (current) =>
            current?.map((conversation) =>
              conversation.id === read ? { ...conversation, unreadCount: 0 } : conversation,
            ),
          { revalidate: false },
        )
      } else refreshLists()
    },
    [mutate, refreshLists],
  )

  const back = () => {
    if (window.history.state?.[THREAD_ENTRY]) return window.history.back()
    setSelectedId(null)
    setOpenError(null)
    window.history.replaceState(null, '', '/messages')
  }

  const showThread = Boolean(selected) || opening || Boolean(openError)
  return (
    <div className="mx-auto w-full max-w-6xl px-0 py-0 sm:px-6 sm:py-8 lg:px-8">
      <h1 className="sr-only px-4 sm:not-sr-only sm:mb-6 sm:px-0 sm:text-3xl sm:font-extrabold sm:tracking-tight">
        {text.title}
      </h1>
      <div className="grid h-[calc(100dvh-4rem)] min-h-[28rem] overflow-hidden bg-white sm:h-[calc(100dvh-12rem)] sm:rounded-2xl sm:border sm:border-stone-200 sm:shadow-sm md:grid-cols-[20rem_1fr]">
        <section
          aria-label={text.list.label}
          className={cn(
            'min-h-0 flex-col border-stone-200 md:flex md:border-r',
            showThread ? 'hidden' : 'flex',
          )}
        >
          <ConversationList
            me={me}
            conversations={conversations}
            loading={isLoading}
            failed={Boolean(error)}
            onRetry={() => void mutate()}
            selectedId={selectedId}
            onSelect={select}
          />
        </section>
        <section
          aria-label={selected ? text.thread.log(selected.other.name) : text.thread.choose}
          className={cn('min-h-0 flex-col md:flex', showThread ? 'flex' : 'hidden')}
        >
          {selected ? (
            <MessageThread
              key={selected.id}
              me={me}
              conversation={selected}
              onBack={back}
              onChanged={onChanged}
            />
          ) : (
            <Placeholder opening={opening} error={openError} onBack={back} />
          )}
        </section>
      </div>
    </div>
  )
}

function Placeholder({
  opening,
  error,
  onBack,
}: {
  opening: boolean
  error: string | null
  onBack: () => void
}) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <MessagesSquare aria-hidden="true" className="size-12 text-fuchsia-700" />
      {opening ? (
        <p role="status" className="text-stone-700">
          {text.thread.opening}
        </p>
      ) : error ? (
        <>
          <p role="alert" className="font-semibold text-stone-900">
            {error}
          </p>
          <button
            type="button"
            onClick={onBack}
            className="text-sm font-semibold text-fuchsia-800 underline md:hidden"
          >
            {text.thread.back}
          </button>
        </>
      ) : (
        <>
          <h2 className="text-lg font-bold text-stone-900">{text.thread.choose}</h2>
          <p className="max-w-xs text-sm text-stone-600">{text.thread.chooseHint}</p>
        </>
      )}
    </div>
  )
}

/** The list, with a just-opened conversation on top until the server's list includes it. */
function withOpened(
  list: ConversationSummary[] | undefined,
  opened: ConversationSummary | null,
): ConversationSummary[] | undefined {
  if (!opened || !list || list.some((conversation) => conversation.id === opened.id)) return list
  return [opened, ...list]
}
