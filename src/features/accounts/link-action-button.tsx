'use client'

import { useState } from 'react'

import { CircleCheck, MailCheck } from '@/components/icons'
import { Button, ButtonLink } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { apiReply } from '@/lib/api-client'
import type { t } from '@/i18n'
import { AuthCard } from './auth-card'

/** The texts of one link page, shaped like t.emailConfirm. */
export type LinkActionCopy = Record<keyof typeof t.emailConfirm, string>

type Props = {
  /** The endpoint that acts on the link's token (POST). */
  endpoint: string
  body: Record<string, unknown>
  copy: LinkActionCopy
}

/**
 * Acts on an e-mailed link (confirm an address, a subscription, unsubscribe) only when the person
 * presses the button (a POST): mail scanners that open links must not act on their own.
 */
export function LinkActionButton({ endpoint, body, copy }: Props) {
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle')
  const [message, setMessage] = useState('')

  // Once done, the page's title says so ("¡Suscripción confirmada!"), not "Confirma…" any more.
  if (state === 'done') {
    return (
      <AuthCard title={copy.successTitle}>
        <div className="space-y-6">
          <p
            role="status"
            className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
          >
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
            <span>{message}</span>
          </p>
          <ButtonLink href="/">{copy.home}</ButtonLink>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={copy.title} intro={copy.intro}>
      <div className="space-y-6">
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {state === 'failed' ? message : ''}
        </p>
        <Button
          size="lg"
          disabled={state === 'pending'}
          onClick={async () => {
            setState('pending')
            const reply = await apiReply('POST', endpoint, body)
            if (reply.ok) {
              setMessage(reply.message || copy.success)
              setState('done')
              return
            }
            const description = reply.message || copy.error
            setMessage(description)
            setState('failed')
            toast.error(copy.errorTitle, { description })
          }}
        >
          <MailCheck aria-hidden="true" className="size-4" />
          {state === 'pending' ? copy.pending : copy.submit}
        </Button>
      </div>
    </AuthCard>
  )
}
