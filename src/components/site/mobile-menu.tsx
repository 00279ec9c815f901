'use client'

import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { NotificationMenuEntry } from '@/features/notifications/notification-menu-entry'
import { t } from '@/i18n'
import { AccountLinks } from './account-links'
import { NavLinks } from './nav-links'

const PANEL_ID = 'menu-movil'
const TITLE_ID = 'menu-movil-titulo'

/**
 * The navigation below the md breakpoint: a modal <dialog> sliding in from the right. The native
 * dialog keeps focus inside, makes the page behind inert and closes with Escape; focus goes back
 * to the hamburger button when it closes.
 */
export function MobileMenu({ className }: { className?: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  const openMenu = () => {
    dialogRef.current?.showModal()
    closeRef.current?.focus()
    setOpen(true)
  }
  const closeMenu = () => dialogRef.current?.close()

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
    <div className={className}>
      <button
        ref={openerRef}
        type="button"
        aria-label={t.mobileMenu.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={openMenu}
        className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>

      <dialog
        ref={dialogRef}
        id={PANEL_ID}
        aria-labelledby={TITLE_ID}
        aria-modal="true"
        onClose={() => {
          setOpen(false)
          openerRef.current?.focus()
        }}
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
    </div>
  )
}
