'use client'

import { lazy, Suspense, useRef } from 'react'

import { Menu } from '@/components/icons'
import { useKeptOpen } from '@/components/ui/use-kept-open'
import * as t from '@/i18n/es'
import { MOBILE_MENU_ID } from './nav-items'

const loadPanel = () => import('./mobile-menu-panel')
// The panel, its links and its dialog handling load the first time the menu is wanted.
const MobileMenuPanel = lazy(() =>
  loadPanel().then(({ MobileMenuPanel }) => ({ default: MobileMenuPanel })),
)

/** The navigation below the md breakpoint: the hamburger button and its sliding panel. */
export function MobileMenu({ className }: { className?: string }) {
  const openerRef = useRef<HTMLButtonElement>(null)
  // Once opened, the panel stays mounted (closed): the next opening is instant.
  const { open, setOpen, loaded } = useKeptOpen()

  return (
    <div className={className}>
      <button
        ref={openerRef}
        type="button"
        aria-label={t.mobileMenu.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={loaded ? MOBILE_MENU_ID : undefined}
        // Start the download as soon as a finger or the focus is on the button.
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onClose={() => {
              setOpen(false)
              openerRef.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
