'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { EmailField, PasswordField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { ApiError, apiRequest } from '@/lib/api-client'

const copy = t.accountSafety.settings

type Props = { userId: number; email: string; pendingEmail?: string | null }

/**
 * Changing the e-mail or the password: both need the current password (the server checks it,
 * src/features/accounts/account-change-hooks.ts); a new e-mail applies once its link is followed.
 */
export function AccountCredentials({ userId, email, pendingEmail }: Props) {
  const router = useRouter()
  const [pending, setPending] = useState<'email' | 'password' | null>(null)

  const save = (kind: 'email' | 'password') => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const values = new FormData(form)
    const currentPassword = String(values.get(`${kind}CurrentPassword`) ?? '')
    const change =
      kind === 'email'
        ? { email: String(values.get('newEmail') ?? '').trim() }
        : { password: String(values.get('newPassword') ?? '') }
    setPending(kind)
    try {
      await apiRequest('PATCH', `/api/users/${userId}`, { ...change, currentPassword })
      form.reset()
      toast.success(
        kind === 'email'
          ? t.accountSafety.emailChange.requested(change.email ?? '')
          : copy.passwordSaved,
      )
      router.refresh()
    } catch (error) {
      // The server's Spanish refusal (wrong password, invalid e-mail…), or the generic text.
      const message = error instanceof ApiError ? error.message : ''
      toast.error(copy.errorTitle, { description: message || t.requests.unexpected })
    } finally {
      setPending(null)
    }
  }

  return (
    <div className="space-y-6">
      <form onSubmit={save('email')} className="space-y-1" aria-labelledby="cambiar-email">
        <h3 id="cambiar-email" className="text-base font-bold">
          {copy.emailTitle}
        </h3>
        <p className="text-sm text-stone-600">{copy.emailIntro}</p>
        <p className="text-sm text-stone-700">{copy.currentEmail(email)}</p>
        {pendingEmail ? (
          <p className="text-sm font-medium text-amber-800">{copy.pendingEmail(pendingEmail)}</p>
        ) : null}
        <EmailField name="newEmail" label={copy.newEmail} autoComplete="email" required />
        <PasswordField
          name="emailCurrentPassword"
          label={copy.currentPassword}
          autoComplete="current-password"
        />
        <Button type="submit" variant="secondary" disabled={pending !== null}>
          {pending === 'email' ? copy.pending : copy.emailSubmit}
        </Button>
      </form>
      <form onSubmit={save('password')} className="space-y-1" aria-labelledby="cambiar-clave">
        <h3 id="cambiar-clave" className="text-base font-bold">
          {copy.passwordTitle}
        </h3>
        <PasswordField
          name="passwordCurrentPassword"
          label={copy.currentPassword}
          autoComplete="current-password"
        />
        <PasswordField
          name="newPassword"
          label={copy.newPassword}
          autoComplete="new-password"
          minLength={6}
        />
        <Button type="submit" variant="secondary" disabled={pending !== null}>
          {pending === 'password' ? copy.pending : copy.passwordSubmit}
        </Button>
      </form>
    </div>
  )
}
