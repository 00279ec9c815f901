'use client'

import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react'

import { CircleCheck, CircleExclamationPoint, X } from '@/components/icons'
import { cx } from '@/components/ui/cx'
import { toast, TOAST_DURATION_MS, type ToastItem } from '@/components/ui/toast'
import * as t from '@/i18n/es'

/**
 * The toasts on screen (SiteToaster loads this with the first one): they close after four
 * seconds, not while the pointer or keyboard focus is on them or the tab is hidden; Alt+T moves
 * focus to them.
 */
export function ToastList({ items }: { items: readonly ToastItem[] }) {
  const listRef = useRef<HTMLOListElement>(null)
  // Where focus was before it came into the toasts: it goes back there when they are gone.
  const returnFocus = useRef<HTMLElement | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const hidden = useDocumentHidden()

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') listRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      const target = returnFocus.current
      if (target?.isConnected && document.activeElement === document.body) {
        target.focus({ preventScroll: true })
      }
    }
  }, [])

  // Keyboard focus (Alt+T, Tab) holds the toasts; a click on a close button does not.
  const onFocus = (event: FocusEvent<HTMLOListElement>) => {
    if (focused || !event.target.matches(':focus-visible')) return
    setFocused(true)
    returnFocus.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null
  }

  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    setFocused(false)
    returnFocus.current = null
  }

  // A keyboard user who closes a toast lands on the next one, or back where they came from.
  const close = (id: number, button: HTMLButtonElement) => {
    if (button.matches(':focus-visible')) {
      const others = [...(listRef.current?.querySelectorAll('button') ?? [])].filter(
        (other) => other !== button,
      )
      ;(others[0] ?? returnFocus.current)?.focus()
    }
    toast.dismiss(id)
  }

  const paused = hovered || focused || hidden
  return (
    <ol
      ref={listRef}
      tabIndex={-1}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      className="fixed inset-x-4 bottom-4 z-[60] flex flex-col gap-3 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[356px]"
    >
      {items.map((item) => (
        <ToastRow key={item.id} item={item} paused={paused} onClose={close} />
      ))}
    </ol>
  )
}

const KINDS = {
  success: { icon: CircleCheck, tone: 'border-green-200 bg-green-50 text-green-800' },
  error: { icon: CircleExclamationPoint, tone: 'border-red-200 bg-red-50 text-red-800' },
} as const

type RowProps = {
  item: ToastItem
  paused: boolean
  onClose: (id: number, button: HTMLButtonElement) => void
}

function ToastRow({ item, paused, onClose }: RowProps) {
  const remaining = useRef(TOAST_DURATION_MS)

  useEffect(() => {
    if (paused) return
    const started = Date.now()
    const timer = setTimeout(() => toast.dismiss(item.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, item.id])

  const { icon: Icon, tone } = KINDS[item.kind]
  return (
    <li
      data-type={item.kind}
      className={cx(
        'toast-enter flex items-start gap-2 rounded-lg border p-4 text-sm shadow-lg',
        tone,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{item.title}</p>
        {item.description ? <p className="mt-0.5 break-words">{item.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label={t.toaster.close}
        onClick={(event) => onClose(item.id, event.currentTarget)}
        className="-m-1.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  )
}

function useDocumentHidden() {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener)
      return () => document.removeEventListener('visibilitychange', listener)
    },
    () => document.visibilityState === 'hidden',
    () => false,
  )
}
