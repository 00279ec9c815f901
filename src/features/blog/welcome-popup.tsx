'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { Mail } from '@/components/icons/mail'
import { Button } from '@/components/ui/button'
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
  const router = useRouter()

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

  // The newsletter form lives in the site footer (#newsletter); elsewhere the home page has it.
  const subscribe = () => {
    track('popup_interaction', { elementName: 'bienvenida-suscribirse' })
    setOpen(false)
    const form = document.getElementById('newsletter')
    if (!form) {
      router.push('/#newsletter')
      return
    }
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
        <Button onClick={subscribe}>
          <Mail aria-hidden="true" className="size-4" />
          {copy.subscribe}
        </Button>
      </div>
    </Dialog>
  )
}
