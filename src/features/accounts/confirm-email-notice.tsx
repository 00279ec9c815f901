'use client'

import { useState } from 'react'

import { MailCheck } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { ApiError, apiRequest } from '@/lib/api-client'

const copy = t.emails.confirm

/** Shown on the own profile until the e-mail is confirmed, with a way to get a new link. */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false)

  const resend = async () => {
    setSending(true)
    try {
      const body = await apiRequest<{ message?: string } | null>(
        'POST',
        '/api/users/resend-confirmation',
      )
      toast.success(body?.message || copy.sent)
    } catch (error) {
      toast.error((error instanceof ApiError && error.message) || copy.resendFailed)
    } finally {
      setSending(false)
    }
  }

  return (
    <section
      aria-labelledby="confirmar-email"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-stone-900"
    >
      <h2 id="confirmar-email" className="flex items-center gap-2 text-base font-bold">
        <MailCheck aria-hidden="true" className="size-5 text-amber-700" />
        {copy.noticeTitle}
      </h2>
      <p className="mt-2 text-sm text-stone-700">{copy.notice(email)}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={resend} disabled={sending}>
        {sending ? copy.resending : copy.resend}
      </Button>
    </section>
  )
}
