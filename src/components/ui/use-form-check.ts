'use client'

import { useCallback, useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { fieldErrors } from '@/lib/field-errors'

// The forms' state, in one place: checking a form with its shared zod schema (useFormCheck),
// the values and touched fields of a controlled form (useFieldState), and where focus goes when
// something is wrong (focusFirstError).

type Errors = Partial<Record<string, string>>

/**
 * Focuses the first field, in `order`, that has an error: the control with the field's id
 * (TextField, SelectField) or name, else the first control inside its `data-field` wrapper
 * (checkbox groups, image pickers).
 */
export function focusFirstError(
  root: HTMLElement | null,
  order: readonly string[],
  errors: Errors,
) {
  const first = order.find((field) => errors[field])
  if (!root || !first) return
  const inside = ['input', 'select', 'textarea'].map((tag) => `[data-field="${first}"] ${tag}`)
  root
    .querySelector<HTMLElement>([`#campo-${first}`, `[name="${first}"]`, ...inside].join())
    ?.focus()
}

/** The form's text fields as an object (files and repeated names are not read). */
const readTextFields = (formData: FormData) => {
  const values: Record<string, string> = {}
  for (const [key, value] of formData) if (typeof value === 'string') values[key] = value
  return values
}

type CheckOptions = {
  /** The schema's input from the form's data; its text fields unless given. */
  read?: (formData: FormData) => unknown
  /** Fields in page order, for the focus; the schema's order of errors unless given. */
  order?: readonly string[]
}

/**
 * Checks an uncontrolled form with its shared zod schema in the browser first: an invalid form
 * shows its errors (null when none), focuses the first and is not sent; after a first attempt
 * the errors follow what is typed (`recheck` as onChange). The schema is given, or loaded on the
 * first keystroke or submit by a function that imports it (zod is ~100 kB gzip, kept off pages
 * until a form is used).
 */
export function useFormCheck<S extends z.ZodType>(
  schema: S | (() => Promise<S>),
  { read = readTextFields, order }: CheckOptions = {},
) {
  const [errors, setErrors] = useState<Record<string, string> | null>(null)
  const attempted = useRef(false)
  const loaded = useRef<S | null>(typeof schema === 'function' ? null : schema)
  const pending = useRef<Promise<S> | null>(null)

  const load = (): Promise<S> => {
    if (loaded.current) return Promise.resolve(loaded.current)
    if (!pending.current && typeof schema === 'function') {
      const loading = schema().then((rules) => (loaded.current = rules))
      // A failed download is tried again on the next keystroke or submit.
      loading.catch(() => (pending.current = null))
      pending.current = loading
    }
    return pending.current!
  }

  const run = (form: HTMLFormElement, rules: S, focus: boolean) => {
    const formData = new FormData(form)
    const parsed = rules.safeParse(read(formData))
    if (parsed.success) {
      setErrors(null)
      return { formData, data: parsed.data as z.output<S> }
    }
    const found = fieldErrors(parsed.error)
    setErrors(found)
    if (focus) focusFirstError(form, order ?? Object.keys(found), found)
    return null
  }

  /** With a given schema: the form data and parsed values, or null (errors shown). */
  const check = (form: HTMLFormElement) => {
    attempted.current = true
    return run(form, loaded.current!, true)
  }

  /** Use as onSubmit's first step (the schema loaded if need be): the values, or null. */
  const submit = async (event: FormEvent<HTMLFormElement>): Promise<z.output<S> | null> => {
    event.preventDefault()
    attempted.current = true
    const form = event.currentTarget
    return run(form, await load(), true)?.data ?? null
  }

  /** Use as onChange: starts the schema's download; after a first attempt, errors follow. */
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    void load().catch(() => undefined)
    if (attempted.current && loaded.current) run(event.currentTarget, loaded.current, false)
  }

  /** The server's field errors, shown as the form's own. */
  const showServerErrors = (form: HTMLFormElement | null, found: Record<string, string>) => {
    setErrors(found)
    focusFirstError(form, order ?? Object.keys(found), found)
  }

  return { errors, check, submit, recheck, showServerErrors }
}

/**
 * Controlled form values with "touched" tracking: a field's error shows once the field was left
 * (or the form submitted), so nobody is scolded while still typing. Server errors stay until the
 * field is edited.
 */
export function useFieldState<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [serverErrors, setServerErrors] = useState<Errors>({})

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setServerErrors((current) => {
      if (!current[field as string]) return current
      const next = { ...current }
      delete next[field as string]
      return next
    })
  }, [])

  const touch = useCallback((...fields: string[]) => {
    setTouched((current) => {
      if (fields.every((field) => current.has(field))) return current
      return new Set([...current, ...fields])
    })
  }, [])

  /** The errors to show: the server's, then the form's own for touched fields. */
  const visible = (errors: Errors): Errors => {
    const shown: Errors = { ...serverErrors }
    for (const [field, message] of Object.entries(errors)) {
      if (touched.has(field)) shown[field] ??= message
    }
    return shown
  }

  return { values, setValues, setField, touch, visible, setServerErrors }
}
