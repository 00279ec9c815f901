'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'

import { X } from '@/components/icons'
import * as t from '@/i18n/es'
import { cx } from './cx'

type Props = {
  open: boolean
  onClose: () => void
  title: string
  description?: ReactNode
  children: ReactNode
  className?: string
}

/**
 * A modal dialog on the native <dialog>: showModal() traps focus and makes the page behind inert,
 * Escape closes it, and focus goes back to whatever opened it. The parent owns `open`.
 */
/**
 * Keeps a native <dialog> in step with `open` (showModal / close) and remembers what had focus when
 * it opened, so the dialog's onClose can give focus back. Shared by Dialog and other modal panels.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  return { ref, opener }
}

export function Dialog({ open, onClose, title, description, children, className }: Props) {
  const { ref, opener } = useModalDialog(open)
  const titleId = useId()
  const descriptionId = useId()

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      // Escape and close() both end here; the parent's state follows the element's.
      onClose={() => {
        onClose()
        opener.current?.focus()
      }}
      // A click on the backdrop lands on the dialog itself; clicks inside land on its content.
      onClick={(event) => event.target === event.currentTarget && ref.current?.close()}
      className={cx('dialog', className)}
    >
      {open ? (
        <div className="p-5 sm:p-7">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-2xl font-bold tracking-tight">
                {title}
              </h2>
              {description ? (
                <div id={descriptionId} className="mt-1 text-sm text-stone-600">
                  {description}
                </div>
              ) : null}
            </div>
            <button
              type="button"
              aria-label={t.common.close}
              onClick={() => ref.current?.close()}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
