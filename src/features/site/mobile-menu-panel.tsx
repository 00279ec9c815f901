'use client'

import { useEffect, useRef } from 'react'

import { X } from '@/components/icons'
import { memberOnly } from './member-only'
import * as t from '@/i18n/es'
import { AccountLinks } from './account-links'
import { MOBILE_MENU_ID } from './nav-items'
import { NavLinks } from './nav-links'

// Members' "Notificaciones" entry, with its unread count: only they download it.
const NotificationMenuEntry = memberOnly(() =>
  import('./member-shell').then(({ NotificationMenuEntry }) => NotificationMenuEntry),
)

const TITLE_ID = 'menu-movil-titulo'

type Props = { open: boolean; onClose: () => void }

/**
 * The mobile menu's panel: a modal <dialog> sliding in from the right. The native dialog keeps
 * focus inside, makes the page behind inert and closes with Escape (`onClose` then gives focus
 * back to the hamburger button). MobileMenu loads it the first time the menu is wanted.
 */
export function MobileMenuPanel({ open, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const closeMenu = () => dialogRef.current?.close()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      closeRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  useEffect(() => {
    if (!open) return
    // The page behind must not scroll, and the menu is pointless once the bar shows the links.
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    const wide = window.matchMedia('(min-width: 48rem)')
    const closeWhenWide = (event: MediaQueryListEvent) =>
      event.matches && dialogRef.current?.close()
    wide.addEventListener('change', closeWhenWide)
    return () => {
      document.body.style.overflow = overflow
      wide.removeEventListener('change', closeWhenWide)
    }
  }, [open])

  return (
    <dialog
      ref={dialogRef}
      id={MOBILE_MENU_ID}
      aria-labelledby={TITLE_ID}
      aria-modal="true"
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself; clicks inside land on its content.
      onClick={(event) => event.target === event.currentTarget && closeMenu()}
      className="slide-panel surface-dark fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none border-0 border-l border-white/10 bg-night p-0 text-white"
    >
      <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
        <div className="flex items-center justify-between">
          <h2 id={TITLE_ID} className="text-xl font-bold">
            {t.mobileMenu.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            aria-label={t.mobileMenu.close}
            onClick={closeMenu}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t.nav.label}>
          <NavLinks layout="panel" onNavigate={closeMenu} />
        </nav>
        <NotificationMenuEntry onNavigate={closeMenu} />
        <div className="mt-auto border-t border-white/10 pt-5">
          <AccountLinks layout="panel" onNavigate={closeMenu} />
        </div>
      </div>
    </dialog>
  )
}
