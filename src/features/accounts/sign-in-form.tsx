'use client'

import { useRouter } from 'next/navigation'

import { LogIn } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { EmailField, PasswordField } from '@/components/ui/form-field'
import * as t from '@/i18n/es'
import { refreshCurrentUser } from './auth-request'
import { useAuthForm } from './use-auth-form'

const copy = t.auth.signIn

/**
 * `onForgotIntent`: the pointer or focus is on "forgot password", which may now start loading.
 * `next`: where to go once signed in (a path of this site), home by default.
 */
export function SignInForm({
  onForgot,
  onForgotIntent,
  next,
}: {
  onForgot: () => void
  onForgotIntent?: () => void
  next?: string | null
}) {
  const router = useRouter()
  const { errors, onSubmit, recheck, post, fail, pending } = useAuthForm(
    () => import('./schemas').then((schemas) => schemas.signInSchema),
    copy.errorTitle,
  )

  return (
    <form
      noValidate
      onChange={recheck}
      onSubmit={onSubmit(async (data) => {
        const reply = await post('/api/users/login', data)
        if (!reply) return
        if (!(await refreshCurrentUser())) return fail(reply)
        router.push(next ?? '/')
        router.refresh()
      })}
      className="space-y-1"
    >
      <EmailField name="email" label={t.auth.fields.email} error={errors.email} />
      <PasswordField
        name="password"
        label={t.auth.fields.password}
        autoComplete="current-password"
        error={errors.password}
      />
      <div className="flex flex-col gap-4 pt-2">
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          <LogIn aria-hidden="true" className="size-4" />
          {pending ? copy.pending : copy.submit}
        </Button>
        <button
          type="button"
          onClick={onForgot}
          onPointerEnter={onForgotIntent}
          onFocus={onForgotIntent}
          className="self-center text-sm font-semibold text-fuchsia-800 underline underline-offset-4 hover:text-fuchsia-950"
        >
          {copy.forgot}
        </button>
      </div>
    </form>
  )
}
