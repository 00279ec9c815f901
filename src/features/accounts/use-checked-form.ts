'use client'

import { useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { fieldErrors } from '@/lib/field-errors'
import { apiReply, type ApiReply } from '@/lib/api-client'

type Errors = Record<string, string>

/** The form's text fields as an object (files and repeated names are not used by these forms). */
const readForm = (form: HTMLFormElement) => {
  const values: Record<string, string> = {}
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value
  return values
}

const focusFirst = (form: HTMLFormElement, errors: Errors) => {
  const first = Object.keys(errors)[0]
  const element = first ? form.elements.namedItem(first) : null
  if (element instanceof HTMLElement) element.focus()
}

/**
 * Checks an uncontrolled form with its shared zod schema: all errors show on submit (focus on the
 * first one), then follow what is typed. Server field errors go through `setErrors`. The schema
 * (zod, ~100 kB gzip) is downloaded on the first keystroke, not with the page: `loadSchema`
 * imports it.
 */
export function useCheckedForm<S extends z.ZodType>(loadSchema: () => Promise<S>) {
  const [errors, setErrors] = useState<Errors>({})
  const attempted = useRef(false)
  const schema = useRef<S | null>(null)
  const pending = useRef<Promise<S> | null>(null)

  const load = () => {
    if (!pending.current) {
      const loading = loadSchema().then((loaded) => (schema.current = loaded))
      // A failed download is tried again on the next keystroke or submit.
      loading.catch(() => (pending.current = null))
      pending.current = loading
    }
    return pending.current
  }

  const check = (form: HTMLFormElement, rules: S) => {
    const parsed = rules.safeParse(readForm(form))
    const found = parsed.success ? {} : fieldErrors(parsed.error)
    setErrors(found)
    return { data: parsed.success ? parsed.data : null, found }
  }

  /** Use as onSubmit's first step: null (and the errors shown) when the form is invalid. */
  const submit = async (event: FormEvent<HTMLFormElement>): Promise<z.output<S> | null> => {
    event.preventDefault()
    attempted.current = true
    const form = event.currentTarget
    const { data, found } = check(form, await load())
    if (!data) focusFirst(form, found)
    return data
  }

  /** Use as onChange: starts the schema's download; after a first attempt, errors follow. */
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    void load().catch(() => undefined)
    if (attempted.current && schema.current) check(event.currentTarget, schema.current)
  }

  const showServerErrors = (form: HTMLFormElement | null, found: Errors) => {
    setErrors(found)
    if (form) focusFirst(form, found)
  }

  return { errors, submit, recheck, showServerErrors }
}

/**
 * useCheckedForm for the forms that POST to an auth endpoint, with their pending state and the
 * error toast titled `errorTitle`.
 */
export function useAuthForm<S extends z.ZodType>(loadSchema: () => Promise<S>, errorTitle: string) {
  const { errors, submit: check, recheck, showServerErrors } = useCheckedForm(loadSchema)
  const [pending, setPending] = useState(false)
  const form = useRef<HTMLFormElement | null>(null)

  /** onSubmit: checks the form and, only when it is valid, runs `send` with its data. */
  const onSubmit =
    (send: (data: z.output<S>) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      form.current = event.currentTarget
      const data = await check(event)
      if (data) await send(data)
    }

  /** Ends the attempt: pending off and the reply's message in the error toast. */
  const fail = (reply: { message: string | null }) => {
    setPending(false)
    toast.error(errorTitle, { description: reply.message || t.auth.errors.unexpected })
  }

  /** Sends with pending on. A refusal shows its field errors and `fail`s, and gives null. */
  const post = async (path: string, body: unknown): Promise<ApiReply<unknown> | null> => {
    setPending(true)
    const reply = await apiReply('POST', path, body)
    if (reply.ok) return reply
    if (Object.keys(reply.fieldErrors).length > 0) showServerErrors(form.current, reply.fieldErrors)
    fail(reply)
    return null
  }

  return { errors, onSubmit, recheck, post, fail, pending, setPending }
}
