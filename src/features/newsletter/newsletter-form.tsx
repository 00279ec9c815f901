'use client'

import { useId, useState, type FormEvent } from 'react'

import { Mail } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { HONEYPOT_FIELD } from './honeypot'
import { NEWSLETTER_NAME_MAX } from './newsletter-limits'
import type * as SignUp from './send-sign-up'

const copy = t.newsletterForm

/**
 * The footer's newsletter sign-up (double opt-in: the e-mail carries the confirmation link).
 * Checks with the rules the server's schema is built from first (send-sign-up.ts, loaded on the
 * first submit); the server checks again.
 */
export function NewsletterForm() {
  const id = useId()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [submitting, setSubmitting] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '')
    let signUp: typeof SignUp
    try {
      signUp = await import('./send-sign-up')
    } catch (error) {
      // The check and request code could not be downloaded (offline): nothing was sent.
      console.error('No se pudo cargar el envío de la suscripción', error)
      toast.error(copy.errorTitle, { description: copy.error })
      return
    }
    const problem = signUp.newsletterProblem({ name, email })
    if (problem === 'required') {
      toast.error(copy.requiredTitle, { description: copy.required })
      return
    }
    if (problem === 'nameTooLong') {
      toast.error(copy.nameTooLongTitle, { description: copy.nameTooLong })
      return
    }
    if (problem === 'invalid') {
      toast.error(copy.invalidTitle, { description: copy.invalid })
      return
    }
    setSubmitting(true)
    const reply = await signUp.postSignUp({ name, email, honeypot })
    setSubmitting(false)
    if (reply.ok) {
      toast.success(copy.successTitle, { description: reply.message || copy.success })
      setName('')
      setEmail('')
    } else {
      toast.error(copy.errorTitle, { description: reply.message || copy.error })
    }
  }

  const field =
    'h-11 w-full rounded-full border border-white/20 bg-white/10 px-4 text-white placeholder:text-stone-400 focus:border-amber-300 disabled:opacity-60'
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-white">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-stone-300">{copy.description}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <div>
          <label htmlFor={`${id}-name`} className="sr-only">
            {copy.name}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            autoComplete="name"
            maxLength={NEWSLETTER_NAME_MAX}
            placeholder={copy.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={submitting}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="sr-only">
            {copy.email}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={copy.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={submitting}
            className={field}
          />
        </div>
        {/* A field people never see: simple bots fill every input, and the server then ignores them. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{copy.honeypot}</label>
          <input
            id={`${id}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <Button type="submit" disabled={submitting} data-cta="newsletter-suscribirse">
          <Mail aria-hidden="true" className="size-4" />
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  )
}
