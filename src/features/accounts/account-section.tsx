'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, useTransition, type ReactNode } from 'react'

import { Download, Trash } from '@/components/icons'
import { Button, buttonClasses } from '@/components/ui/button'
import { DangerButton } from '@/components/ui/danger-button'
import { Dialog } from '@/components/ui/dialog'
import { PasswordField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import { reloadCurrentUser, setCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import { ApiError, apiRequest } from '@/lib/api-client'
import type { DeleteAccountResult } from './delete-account-state'

const copy = t.members.account

/**
 * "Tu cuenta": download a copy of the member's data, or delete the account for good; `children`
 * (the e-mail and password forms) go between the intro and those actions.
 */
export function AccountSection({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="tu-cuenta" className="space-y-4 card p-5 shadow-sm sm:p-6">
      <div>
        <h2 id="tu-cuenta" className="text-xl font-bold tracking-tight">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{copy.intro}</p>
      </div>
      {children}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href="/api/users/export"
          download
          aria-describedby="descargar-datos-ayuda"
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" className="size-4" />
          {copy.download}
        </a>
        <DangerButton aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Trash aria-hidden="true" className="size-4" />
          {copy.delete}
        </DangerButton>
      </div>
      <p id="descargar-datos-ayuda" className="text-xs text-stone-600">
        {copy.downloadHint}
      </p>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={copy.deleteTitle}
        description={copy.deleteWarning}
      >
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </Dialog>
    </section>
  )
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const [result, setResult] = useState<DeleteAccountResult | null>(null)
  const [pending, startTransition] = useTransition()
  const router = useRouter()
  const passwordRef = useRef<HTMLInputElement>(null)

  // Handled where the call returns: this dialog is gone once the page refreshes signed out.
  const submit = (formData: FormData) =>
    startTransition(async () => {
      const answer = await deleteOwnAccount(formData.get('password'))
      setResult(answer)
      if (!answer.ok) {
        if (answer.fieldErrors.password) passwordRef.current?.focus()
        else toast.error(copy.error, { description: answer.message })
        return
      }
      // The top bar asks who is signed in: tell it nobody is, then leave the deleted profile.
      setCurrentUser(null)
      void reloadCurrentUser()
      toast.success(copy.deleted, { description: copy.deletedDescription })
      router.replace('/')
    })

  const error = result && !result.ok ? result.fieldErrors.password : undefined
  return (
    // noValidate: the browser's own bubble would block the submit before our Spanish error shows.
    <form action={submit} noValidate className="space-y-3">
      <p className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
        {copy.deleteHint}
      </p>
      <PasswordField
        ref={passwordRef}
        name="password"
        label={copy.password}
        autoComplete="current-password"
        error={error}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t.members.common.cancel}
        </Button>
        <DangerButton type="submit" tone="solid" disabled={pending}>
          {pending ? t.members.common.deleting : copy.confirm}
        </DangerButton>
      </div>
    </form>
  )
}

/**
 * POST /api/users/delete-account: the account goes with everything it owns, and the answer signs
 * the member out. A wrong or missing password comes back as the password field's error.
 */
async function deleteOwnAccount(password: FormDataEntryValue | null): Promise<DeleteAccountResult> {
  if (typeof password !== 'string' || password.length === 0) {
    return {
      ok: false,
      fieldErrors: { password: copy.passwordRequired },
      message: copy.passwordRequired,
    }
  }
  try {
    await apiRequest('POST', '/api/users/delete-account', { password })
    return { ok: true }
  } catch (error) {
    if (!(error instanceof ApiError)) console.error(copy.error, error)
    const refused = error instanceof ApiError ? error : null
    const field = refused?.fieldErrors.password
    return {
      ok: false,
      fieldErrors: field ? { password: field } : {},
      message: refused?.message || copy.error,
    }
  }
}
