'use client'

import { Share2 } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'

const copy = t.share

/**
 * The system share sheet where there is one, otherwise the link goes to the clipboard. `url`
 * defaults to the page's own address. Its size is the buttons' own (md), so it lines up with the
 * actions beside it; `className` fits it to a row of smaller controls.
 */
export function ShareButton({
  title,
  url,
  className,
}: {
  title: string
  url?: string
  className?: string
}) {
  const share = async () => {
    const link = url ?? window.location.href
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url: link })
        return
      }
      await navigator.clipboard.writeText(link)
      toast.success(copy.copied, { description: copy.copiedDescription })
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return
      console.error('No se pudo compartir el enlace', error)
      toast.error(copy.error)
    }
  }
  return (
    <Button variant="secondary" className={className} onClick={share}>
      <Share2 aria-hidden="true" className="size-4" />
      {copy.label}
    </Button>
  )
}
