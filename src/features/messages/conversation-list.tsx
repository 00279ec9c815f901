'use client'

import { useId, useState } from 'react'

import { Search } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import * as t from '@/i18n/es'
import { ChatAvatar } from './chat-avatar'
import { foldText, fullTime, listTime } from './format-time'
import type { ConversationSummary } from './message-types'

const text = t.messages.list

type Props = {
  me: number
  conversations: ConversationSummary[] | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
  selectedId: number | null
  onSelect: (conversation: ConversationSummary) => void
}

/** The member's conversations, newest first, searchable by display name or first name. */
export function ConversationList(props: Props) {
  const { me, conversations, loading, failed, onRetry, selectedId, onSelect } = props
  const [query, setQuery] = useState('')
  const searchId = useId()
  const folded = foldText(query.trim())
  const shown = (conversations ?? []).filter(
    ({ other }) =>
      !folded ||
      foldText(other.name).includes(folded) ||
      foldText(other.firstName ?? '').includes(folded),
  )

  return (
    <>
      <div className="border-b border-stone-200 p-3">
        <label htmlFor={searchId} className="sr-only">
          {text.search}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={text.searchPlaceholder}
            autoComplete="off"
            className="h-10 w-full rounded-full border border-stone-300 bg-white pr-3 pl-9 text-sm text-stone-900 placeholder:text-stone-500 focus:border-fuchsia-700 focus:ring-2 focus:ring-fuchsia-700/30 focus:outline-none"
          />
        </div>
      </div>
      {!conversations && loading ? (
        <p role="status" className="p-6 text-center text-sm text-stone-600">
          {text.loading}
        </p>
      ) : !conversations && failed ? (
        <div role="alert" className="space-y-3 p-6 text-center text-sm text-stone-700">
          <p>{text.error}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {text.retry}
          </Button>
        </div>
      ) : !conversations?.length ? (
        <div className="p-6 text-center text-sm text-stone-600">
          <p className="font-semibold text-stone-800">{text.empty}</p>
          <p className="mt-2">{text.emptyHint}</p>
        </div>
      ) : !shown.length ? (
        <p role="status" className="p-6 text-center text-sm text-stone-600">
          {text.noResults}
        </p>
      ) : (
        <ul aria-label={text.label} className="min-h-0 flex-1 overflow-y-auto">
          {shown.map((conversation) => (
            <li key={conversation.id} className="border-b border-stone-100 last:border-b-0">
              <ConversationItem
                me={me}
                conversation={conversation}
                selected={conversation.id === selectedId}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function ConversationItem({
  me,
  conversation,
  selected,
  onSelect,
}: {
  me: number
  conversation: ConversationSummary
  selected: boolean
  onSelect: Props['onSelect']
}) {
  const { other, lastMessage, unreadCount } = conversation
  const preview = lastMessage
    ? lastMessage.senderId === me
      ? text.you(lastMessage.content)
      : lastMessage.content
    : text.noMessagesYet
  return (
    <button
      type="button"
      onClick={() => onSelect(conversation)}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex w-full items-center gap-3 px-3 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-fuchsia-700',
        selected ? 'bg-amber-50' : 'hover:bg-stone-50',
      )}
    >
      <ChatAvatar person={other} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={cn('truncate text-stone-900', unreadCount ? 'font-bold' : 'font-semibold')}
          >
            {other.name}
          </span>
          {lastMessage ? (
            <time
              dateTime={lastMessage.createdAt}
              title={fullTime(lastMessage.createdAt)}
              className="shrink-0 text-xs text-stone-600"
              suppressHydrationWarning
            >
              {listTime(lastMessage.createdAt)}
            </time>
          ) : null}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span
            className={cn(
              'truncate text-sm',
              unreadCount ? 'font-semibold text-stone-900' : 'text-stone-600',
            )}
          >
            {preview}
          </span>
          {unreadCount > 0 ? (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-fuchsia-700 px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
              <span className="sr-only">{text.unread(unreadCount)}</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  )
}
