'use client'

import { useEffect, useState, type MouseEvent } from 'react'

import { Mail } from '@/components/icons'
import { Button, ButtonLink } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { track } from '@/features/founder-tools/tracker'
import * as t from '@/i18n/es'

/** The welcome popup opens 30 s after the article (tests/e2e/blog.spec.ts). */
export const WELCOME_POPUP_DELAY_MS = 30_000
const SHOWN_KEY = 'tarima:news-bienvenida'

const copy = t.blog.news

function alreadyShown(): boolean {
  try {
    return localStorage.getItem(SHOWN_KEY) !== null
  } catch {
    return false
  }
}

function rememberShown() {
  try {
    localStorage.setItem(SHOWN_KEY, new Date().toISOString())
  } catch (error) {
    console.error('No se pudo recordar la ventana de bienvenida', error)
  }
}

/** The News+ welcome, shown once per browser 30 seconds after opening an exclusive. */
export function WelcomePopup() {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (alreadyShown()) return
    const timer = window.setTimeout(() => {
      rememberShown()
      setOpen(true)
      track('popup_interaction', { elementName: 'bienvenida-mostrada' })
    }, WELCOME_POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  // Escape, the close button or a click outside.
  const close = () => {
    if (!open) return
    track('popup_interaction', { elementName: 'bienvenida-cerrar' })
    setOpen(false)
  }

  // A link to the home page's form (/#newsletter), prefetched like any other; when this page has
  // the form itself, it scrolls there instead.
  const subscribe = (event: MouseEvent<HTMLAnchorElement>) => {
    track('popup_interaction', { elementName: 'bienvenida-suscribirse' })
    setOpen(false)
    const form = document.getElementById('newsletter')
    if (!form) return
    event.preventDefault()
    form.scrollIntoView({ behavior: 'smooth', block: 'center' })
    const field = form.querySelector<HTMLElement>('input, button')
    field?.focus({ preventScroll: true })
  }

  return (
    <Dialog open={open} onClose={close} title={copy.popupTitle}>
      <p className="text-stone-700">{copy.popupText}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => {
            track('popup_interaction', { elementName: 'bienvenida-mas-tarde' })
            setOpen(false)
          }}
        >
          {copy.later}
        </Button>
        <ButtonLink href="/#newsletter" onClick={subscribe}>
          <Mail aria-hidden="true" className="size-4" />
          {copy.subscribe}
        </ButtonLink>
      </div>
    </Dialog>
  )
}
