'use client'

import { Share2 } from 'lucide-react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { t } from '@/i18n'

/** Shares the page with the device's share sheet, or copies its address where there is none. */
export function ShareButton({ name }: { name: string }) {
  const copy = t.artist.share

  async function onClick() {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: copy.title(name), url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
        console.error('No se pudo compartir', error)
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(copy.copied)
    } catch (error) {
      console.error('No se pudo copiar el enlace', error)
      toast.error(copy.failed)
    }
  }

  return (
    <Button variant="secondary" onClick={onClick}>
      <Share2 aria-hidden="true" className="size-4" />
      {copy.button}
    </Button>
  )
}
