'use client'

import { useCallback, useState } from 'react'

type Errors = Partial<Record<string, string>>

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
