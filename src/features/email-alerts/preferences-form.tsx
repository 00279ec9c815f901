'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { savePreferences } from './preferences-api'
import {
  DIGEST_FREQUENCIES,
  preferencesSchema,
  type EmailAlertPreferences,
} from './preferences-schema'

const copy = t.emailAlerts

const FIELDSET = 'space-y-3 card p-5 shadow-sm sm:p-6'
const LEGEND = 'float-left mb-1 w-full text-lg font-bold tracking-tight text-stone-900'
const CHOICE = 'flex min-h-11 cursor-pointer items-start gap-3 text-stone-800'
const INPUT = 'mt-1 size-4 shrink-0 accent-fuchsia-700'

/** The three choices of /profile/notificaciones, saved together. */
export function PreferencesForm({
  userId,
  initial,
}: {
  userId: number
  initial: EmailAlertPreferences
}) {
  const [values, setValues] = useState(initial)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState('')
  const set = (change: Partial<EmailAlertPreferences>) => setValues((v) => ({ ...v, ...change }))

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const checked = preferencesSchema.safeParse(values)
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? copy.error)
      return
    }
    setPending(true)
    const reply = await savePreferences(userId, checked.data)
    setPending(false)
    if (reply.ok) {
      setError('')
      toast.success(copy.saved)
      return
    }
    setError(reply.message)
    toast.error(copy.error, { description: reply.message })
  }

  return (
    <form onSubmit={submit} className="space-y-6">
      <fieldset className={FIELDSET} aria-describedby="resumen-ayuda">
        <legend className={LEGEND}>{copy.digest.legend}</legend>
        <p id="resumen-ayuda" className="clear-both text-sm text-stone-600">
          {copy.digest.hint}
        </p>
        {DIGEST_FREQUENCIES.map((value) => (
          <label key={value} className={CHOICE}>
            <input
              type="radio"
              name="opportunityDigest"
              value={value}
              checked={values.opportunityDigest === value}
              onChange={() => set({ opportunityDigest: value })}
              className={INPUT}
            />
            {copy.digest[value]}
          </label>
        ))}
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{copy.activity.legend}</legend>
        <label className={`${CHOICE} clear-both`}>
          <input
            type="checkbox"
            name="opportunityActivity"
            checked={values.opportunityActivity}
            onChange={(event) => set({ opportunityActivity: event.target.checked })}
            className={INPUT}
          />
          {copy.activity.label}
        </label>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{copy.messages.legend}</legend>
        <label className={`${CHOICE} clear-both`}>
          <input
            type="checkbox"
            name="unreadMessages"
            checked={values.unreadMessages}
            onChange={(event) => set({ unreadMessages: event.target.checked })}
            className={INPUT}
          />
          {copy.messages.label}
        </label>
      </fieldset>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? copy.saving : copy.save}
      </Button>
    </form>
  )
}
