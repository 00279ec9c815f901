'use client'

import { useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { fieldErrors } from '@/lib/validation'

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
 * first one), then follow what is typed. Server field errors go through `setErrors`.
 */
export function useCheckedForm<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<Errors>({})
  const attempted = useRef(false)

  const check = (form: HTMLFormElement) => {
    const parsed = schema.safeParse(readForm(form))
    const found = parsed.success ? {} : fieldErrors(parsed.error)
    setErrors(found)
    return { data: parsed.success ? parsed.data : null, found }
  }

  /** Use as onSubmit's first step: null (and the errors shown) when the form is invalid. */
  const submit = (event: FormEvent<HTMLFormElement>): z.output<S> | null => {
    event.preventDefault()
    attempted.current = true
    const { data, found } = check(event.currentTarget)
    if (!data) focusFirst(event.currentTarget, found)
    return data
  }

  /** Use as onChange: after a first attempt, errors follow the input. */
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (attempted.current) check(event.currentTarget)
  }

  const showServerErrors = (form: HTMLFormElement | null, found: Errors) => {
    setErrors(found)
    if (form) focusFirst(form, found)
  }

  return { errors, submit, recheck, showServerErrors }
}
