'use client'

import { useRouter } from 'next/navigation'
import { useId, type RefObject } from 'react'

import { Check, CheckCheck, X } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { useModalDialog } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import { RelativeTime } from '@/components/ui/relative-time'
import * as t from '@/i18n/es'
import { NotificationIcon } from './notification-icon'
import type { NotificationItem } from './notification-types'
import type { useNotifications } from './use-notifications'

type Props = {
  id: string
  open: boolean
  onClose: () => void
  /** Where focus goes back when whatever opened the panel is gone (the mobile menu). */
  fallbackFocus: RefObject<HTMLElement | null>
  notifications: ReturnType<typeof useNotifications>
}

const copy = t.notifications.panel

/**
 * "Notificaciones": a modal panel under the top bar. The native <dialog> keeps focus inside and
 * closes with Escape or a click outside; focus then goes back to what opened it.
 */
export function NotificationPanel({ id, open, onClose, fallbackFocus, notifications }: Props) {
  const { ref, opener } = useModalDialog(open)
  const titleId = useId()

  const close = () => ref.current?.close()

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={() => {
        onClose()
        const target = opener.current?.isConnected ? opener.current : fallbackFocus.current
        target?.focus()
      }}
      onClick={(event) => event.target === event.currentTarget && close()}
      className="fixed top-16 right-2 bottom-auto left-auto m-0 w-[min(26rem,calc(100vw-1rem))] max-w-none card p-0 text-stone-900 shadow-xl backdrop:bg-black/40 sm:right-4"
    >
      {open ? <PanelBody titleId={titleId} notifications={notifications} onClose={close} /> : null}
    </dialog>
  )
}

type BodyProps = {
  titleId: string
  notifications: ReturnType<typeof useNotifications>
  onClose: () => void
}

function PanelBody({ titleId, notifications, onClose }: BodyProps) {
  const router = useRouter()
  const { items, loading, error, retry, unread, markRead, markAllRead } = notifications

  function mark(item: NotificationItem) {
    markRead(item).catch((failure: unknown) => {
      console.error('No se pudo marcar la notificación como leída', failure)
      toast.error(copy.markError)
    })
  }

  function openItem(item: NotificationItem) {
    if (!item.read) mark(item)
    if (item.sender) {
      onClose()
      router.push(`/profile/${item.sender.id}`)
    }
  }

  function markAll() {
    markAllRead().catch((failure: unknown) => {
      console.error('No se pudieron marcar las notificaciones como leídas', failure)
      toast.error(copy.markAllError)
    })
  }

  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 py-3 pr-3 pl-5">
        <h2 id={titleId} className="text-lg font-bold">
          {copy.title}
        </h2>
        <div className="flex items-center gap-1">
          <Button variant="secondary" size="sm" onClick={markAll} disabled={unread === 0}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {copy.markAll}
          </Button>
          <button
            type="button"
            aria-label={copy.close}
            onClick={onClose}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <div className="h-96 max-h-[calc(100dvh-10rem)] overflow-y-auto">
        {items === undefined && loading ? (
          <p role="status" className="p-6 text-center text-stone-600">
            {copy.loading}
          </p>
        ) : error && !items ? (
          <div role="alert" className="space-y-3 p-6 text-center">
            <p className="text-stone-700">{copy.error}</p>
            <Button variant="secondary" size="sm" onClick={() => void retry()}>
              {copy.retry}
            </Button>
          </div>
        ) : !items || items.length === 0 ? (
          <p className="p-6 text-center text-stone-600">{copy.empty}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} onOpen={openItem} onMark={mark} />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

type RowProps = {
  item: NotificationItem
  onOpen: (item: NotificationItem) => void
  onMark: (item: NotificationItem) => void
}

function NotificationRow({ item, onOpen, onMark }: RowProps) {
  const unread = !item.read
  return (
    <li className={cn('flex items-start gap-1 px-2 py-1.5', unread && 'bg-amber-50')}>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-xl p-2 text-left hover:bg-stone-100"
      >
        <NotificationIcon type={item.type} />
        <span className="min-w-0 flex-1">
          <span className={cn('block', unread ? 'font-bold' : 'font-semibold')}>
            {item.title}
            {unread ? <span className="sr-only">{` (${copy.unread})`}</span> : null}
          </span>
          {item.message ? (
            <span className="block text-sm break-words text-stone-700">{item.message}</span>
          ) : null}
          <span className="mt-0.5 block text-xs text-stone-600">
            <RelativeTime date={item.createdAt} />
          </span>
        </span>
        {unread ? (
          <span
            aria-hidden="true"
            className="mt-1.5 size-2.5 shrink-0 rounded-full bg-fuchsia-700"
          />
        ) : null}
      </button>
      {unread ? (
        <button
          type="button"
          aria-label={copy.markReadOf(item.title)}
          title={copy.markRead}
          onClick={() => onMark(item)}
          className="mt-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200"
        >
          <Check aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  )
}
