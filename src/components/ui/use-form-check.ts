'use client'

import { useState } from 'react'
import type { z } from 'zod'

import { fieldErrors } from '@/lib/validation'
import { focusFirstError } from './focus-first-error'

/**
 * Runs the form's own schema in the browser first: an invalid form shows its errors, focuses
 * the first one and is not sent. `check` gives the form data and the parsed values, or null.
 */
export function useFormCheck<S extends z.ZodType>(
  schema: S,
  read: (formData: FormData) => unknown,
  order: readonly string[],
) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)

  const check = (form: HTMLFormElement) => {
    const formData = new FormData(form)
    const parsed = schema.safeParse(read(formData))
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setClientErrors(found)
      focusFirstError(form, order, found)
      return null
    }
    setClientErrors(null)
    return { formData, data: parsed.data as z.output<S> }
  }

  return { clientErrors, check }
}
