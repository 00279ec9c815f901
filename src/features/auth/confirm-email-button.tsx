'use client'

import { CheckCircle2, MailCheck } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'

import { Button, ButtonLink } from '@/components/ui/button'
import { t } from '@/i18n'
import { postAuth } from './auth-request'

const copy = t.auth.confirm

/**
 * Confirms the e-mail only when the member presses the button (a POST): mail scanners that open
 * links must not confirm an address on their own.
 */
export function ConfirmEmailButton({ token }: { token: string }) {
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle')
  const [message, setMessage] = useState('')

  if (state === 'done') {
    return (
      <div className="space-y-6">
        <p
          role="status"
          className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
        >
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
          <span>
            <strong className="block font-semibold">{copy.successTitle}</strong>
            {message}
          </span>
        </p>
        <ButtonLink href="/">{copy.home}</ButtonLink>
      </div>
    )
  }

  return (
    <div className="space-y-6">
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {state === 'failed' ? message : ''}
      </p>
      <Button
        size="lg"
        disabled={state === 'pending'}
        onClick={async () => {
          setState('pending')
          const reply = await postAuth('/api/users/confirm-email', { token })
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
  )
}
