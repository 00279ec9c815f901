'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { Send } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { lazyModule } from '@/components/ui/lazy-module'
import { toast } from '@/components/ui/toast'
import { focusFirstError } from '@/components/ui/use-form-check'
import * as t from '@/i18n/es'
import { CONTACT_MAX } from '@/lib/limits'
import {
  CONTACT_FIELDS,
  readContactForm,
  type ContactFieldErrors,
  type ContactResult,
} from './contact-state'
import { sendContactMessage } from './send-contact-message'

const copy = t.contact.form
// Length limits are the shared schema's, so the browser stops where the server would.
const max = (field: keyof typeof CONTACT_MAX) => CONTACT_MAX[field]
// The shared schema (zod) loads on the form's first focus, not with the page.
const validation = lazyModule(() => import('@/lib/validation'))

export function ContactForm() {
  // The permalink is the form's address without JavaScript: React's own is action="", which
  // HTML does not allow (the W3C checker refuses it).
  const [result, formAction, pending] = useActionState<ContactResult | null, FormData>(
    sendContactMessage,
    null,
    '/contact',
  )
  const [clientErrors, setClientErrors] = useState<ContactFieldErrors | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // The message's length, for its counter (the field itself stays uncontrolled, without JS too).
  const [messageLength, setMessageLength] = useState(0)

  const failed = result && !result.ok ? result : null
  const errors: ContactFieldErrors = clientErrors ?? failed?.fieldErrors ?? {}
  const refusal = failed?.errors[0]?.message ?? ''
  const formMessage = clientErrors ? copy.invalid : refusal

  // What the box holds when the page opens (restored by the browser) and after an answer, when
  // React has reset the form to its defaults: counted from the box itself.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = formRef.current?.elements.namedItem('message')
      if (box instanceof HTMLTextAreaElement) setMessageLength(box.value.length)
    })
    return () => cancelAnimationFrame(frame)
  }, [result])

  useEffect(() => {
    if (!result) return
    if (result.ok) {
      toast.success(copy.successTitle, { description: copy.successDescription })
    } else if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
      focusFirstError(formRef.current, CONTACT_FIELDS, result.fieldErrors)
    } else {
      toast.error(copy.errorTitle, { description: result.errors[0]?.message })
    }
  }, [result])

  // The same schema runs here first: an invalid form never leaves the browser.
  const validate = (event: FormEvent<HTMLFormElement>) => {
    const rules = validation.current
    if (!rules) return
    const { contactSchema, fieldErrors } = rules
    const parsed = contactSchema.safeParse(readContactForm(new FormData(event.currentTarget)))
    if (parsed.success) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    const found = fieldErrors(parsed.error)
    setClientErrors(found)
    focusFirstError(event.currentTarget, CONTACT_FIELDS, found)
  }

  // After a failure the fields keep what was typed: React resets the form to these defaults.
  const values = failed?.values
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={validate}
      onFocus={validation.preload}
      noValidate
      className="space-y-2"
    >
      <p className="mb-4 text-sm text-stone-600">{copy.requiredHint}</p>
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <TextField
          name="name"
          label={copy.name}
          autoComplete="name"
          required
          maxLength={max('name')}
          defaultValue={values?.name ?? ''}
          error={errors.name}
        />
        <TextField
          name="email"
          type="email"
          label={copy.email}
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={values?.email ?? ''}
          error={errors.email}
        />
      </div>
      <TextField
        name="subject"
        label={copy.subject}
        required
        maxLength={max('subject')}
        defaultValue={values?.subject ?? ''}
        error={errors.subject}
      />
      <TextAreaField
        name="message"
        label={copy.message}
        required
        maxLength={max('message')}
        defaultValue={values?.message ?? ''}
        onInput={(event) => setMessageLength(event.currentTarget.value.length)}
        error={errors.message}
      />
      <MessageCounter length={messageLength} />
      <div className="flex flex-col-reverse gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm font-medium text-red-700">
          {formMessage}
        </p>
        <Button type="submit" size="lg" disabled={pending}>
          <Send aria-hidden="true" className="size-4" />
          {pending ? copy.sending : copy.submit}
        </Button>
      </div>
    </form>
  )
}

/**
 * "n / 5.000" under the message; at the limit it turns red and says why more text is not added
 * (the browser stops typing and cuts a paste at maxLength without a word).
 */
function MessageCounter({ length }: { length: number }) {
  const limit = max('message')
  const full = length >= limit
  return (
    <div className="-mt-5 flex flex-wrap justify-end gap-x-3 text-right text-xs">
      <p role="status" className="font-medium text-red-700">
        {full ? copy.atLimit(limit) : null}
      </p>
      <p className={full ? 'font-semibold text-red-700' : 'text-stone-600'}>
        <span aria-hidden="true">{copy.counter(length, limit)}</span>
        <span className="sr-only">{copy.counterLabel(length, limit)}</span>
      </p>
    </div>
  )
}
