'use client'

import { useEffect, useRef, useState } from 'react'

import { MailCheck } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { EmailField } from '@/components/ui/form-field'
import * as t from '@/i18n/es'
import { useAuthForm } from './use-auth-form'

const copy = t.passwordReset.forgot

/** Asks for a reset link. The answer never says whether an account exists for the e-mail. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { errors, onSubmit, recheck, post, pending, setPending } = useAuthForm(
    () => import('./schemas').then((schemas) => schemas.forgotPasswordSchema),
    copy.errorTitle,
  )
  const [sent, setSent] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => heading.current?.focus(), [])

  return (
    <section aria-labelledby="olvido-titulo">
      <h2
        id="olvido-titulo"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight focus:outline-none"
      >
        {copy.title}
      </h2>
      {sent ? (
        <p
          role="status"
          className="mt-4 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950"
        >
          <MailCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
          {copy.sent}
        </p>
      ) : (
        <>
          <p className="mt-2 mb-6 text-sm text-stone-600">{copy.intro}</p>
          <form
            noValidate
            onChange={recheck}
            onSubmit={onSubmit(async (data) => {
              if (!(await post('/api/users/forgot-password', data))) return
              setPending(false)
              setSent(true)
            })}
          >
            <EmailField name="email" label={t.auth.fields.email} error={errors.email} />
            <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
              {pending ? copy.pending : copy.submit}
            </Button>
          </form>
        </>
      )}
      <button
        type="button"
        onClick={onBack}
        className="mt-6 text-sm font-semibold text-fuchsia-800 underline underline-offset-4 hover:text-fuchsia-950"
      >
        {copy.back}
      </button>
    </section>
  )
}
