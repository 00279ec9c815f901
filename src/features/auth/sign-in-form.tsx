'use client'

import { LogIn } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { t } from '@/i18n'
import { postAuth, refreshCurrentUser } from './auth-request'
import { signInSchema } from './schemas'
import { useCheckedForm } from './use-checked-form'

const copy = t.auth.signIn

export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const router = useRouter()
  const { errors, submit, recheck } = useCheckedForm(signInSchema)
  const [pending, setPending] = useState(false)

  return (
    <form
      noValidate
      onChange={recheck}
      onSubmit={async (event) => {
        const data = submit(event)
        if (!data) return
        setPending(true)
        const reply = await postAuth('/api/users/login', data)
        const user = reply.ok ? await refreshCurrentUser() : null
        if (!user) {
          setPending(false)
          toast.error(copy.errorTitle, { description: reply.message || t.auth.errors.unexpected })
          return
        }
        router.push('/')
        router.refresh()
      }}
      className="space-y-1"
    >
      <TextField
        name="email"
        type="email"
        label={t.auth.fields.email}
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email}
      />
      <TextField
        name="password"
        type="password"
        label={t.auth.fields.password}
        autoComplete="current-password"
        required
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
          className="self-center text-sm font-semibold text-fuchsia-800 underline underline-offset-4 hover:text-fuchsia-950"
        >
          {copy.forgot}
        </button>
      </div>
    </form>
  )
}
