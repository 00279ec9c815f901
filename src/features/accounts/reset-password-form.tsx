'use client'

import { useRouter } from 'next/navigation'

import { KeyRound } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { PasswordField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { refreshCurrentUser } from './auth-request'
import { useAuthForm } from './use-auth-form'

const copy = t.passwordReset.reset

/** Sets a new password with the e-mailed token; the answer signs the member in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter()
  const { errors, onSubmit, recheck, post, pending } = useAuthForm(
    () => import('./reset-password-form-schema').then((schemas) => schemas.resetPasswordFormSchema),
    copy.errorTitle,
  )

  return (
    <form
      noValidate
      onChange={recheck}
      onSubmit={onSubmit(async (data) => {
        const reply = await post('/api/users/reset-password', {
          token: data.token,
          password: data.password,
        })
        if (!reply) return
        await refreshCurrentUser()
        toast.success(copy.successTitle, { description: copy.successDescription })
        router.push('/')
        router.refresh()
      })}
      className="space-y-1"
    >
      <input type="hidden" name="token" value={token} />
      <PasswordField
        name="password"
        label={t.auth.fields.newPassword}
        autoComplete="new-password"
        error={errors.password}
      />
      <PasswordField
        name="confirm"
        label={t.auth.fields.confirmPassword}
        autoComplete="new-password"
        error={errors.confirm}
      />
      <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
        <KeyRound aria-hidden="true" className="size-4" />
        {pending ? copy.pending : copy.submit}
      </Button>
    </form>
  )
}
