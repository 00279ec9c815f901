import type { ComponentProps, ReactNode } from 'react'

import * as t from '@/i18n/es'
import { cx } from './cx'

type FieldProps = {
  /** Input name; also the base of the element ids. */
  name: string
  label: string
  error?: string
  className?: string
}

export const fieldIds = (name: string) => ({ id: `campo-${name}`, errorId: `campo-${name}-error` })

const controlProps = (name: string, error: string | undefined) => {
  const { id, errorId } = fieldIds(name)
  return {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    className: cx(
      'block w-full rounded-xl border bg-white px-4 py-3 text-base text-stone-900 shadow-sm transition-colors',
      'placeholder:text-stone-500',
      error ? 'border-red-700' : 'border-stone-300 hover:border-stone-400',
    ),
  }
}

/**
 * Label (" *" when required: globals.css `.required-label`), control and the error message in a
 * polite live region tied by aria-describedby (./select-field.tsx's too).
 */
export function Field({
  name,
  label,
  error,
  className,
  required,
  children,
}: FieldProps & { required?: boolean; children: ReactNode }) {
  const { id, errorId } = fieldIds(name)
  return (
    <div className={cx('space-y-1.5', className)}>
      <label
        htmlFor={id}
        className={cx('block text-sm font-semibold text-stone-900', required && 'required-label')}
      >
        {label}
      </label>
      {children}
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  )
}

type NativeInput = Omit<ComponentProps<'input'>, 'name' | 'className' | 'id'>
type NativeTextarea = Omit<ComponentProps<'textarea'>, 'name' | 'className' | 'id'>

export function TextField({ name, label, error, className, ...input }: FieldProps & NativeInput) {
  return (
    <Field name={name} label={label} error={error} className={className} required={input.required}>
      <input {...input} {...controlProps(name, error)} />
    </Field>
  )
}

/** A required e-mail input, with the e-mail keyboard and the browser's autofill. */
export function EmailField(props: FieldProps & NativeInput) {
  return <TextField type="email" autoComplete="email" inputMode="email" required {...props} />
}

/** A required password input; `autoComplete` tells the browser's password manager which it is. */
export function PasswordField(
  props: FieldProps & NativeInput & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField type="password" required {...props} />
}

export function TextAreaField({
  name,
  label,
  error,
  className,
  ...textarea
}: FieldProps & NativeTextarea) {
  return (
    <Field
      name={name}
      label={label}
      error={error}
      className={className}
      required={textarea.required}
    >
      <textarea rows={6} {...textarea} {...controlProps(name, error)} />
    </Field>
  )
}

type CountedProps = FieldProps &
  Omit<NativeTextarea, 'value' | 'maxLength'> & {
    value: string
    maxLength: number
    /** Announce the count while typing (a polite live region). */
    liveCount?: boolean
  }

/** A textarea with "n/max caracteres" under it. */
export function CountedTextAreaField({ liveCount, ...textarea }: CountedProps) {
  return (
    <div>
      <TextAreaField {...textarea} />
      <p
        aria-live={liveCount ? 'polite' : undefined}
        className="-mt-5 text-right text-xs text-stone-600"
      >
        {t.common.bioCounter(textarea.value.length, textarea.maxLength)}
      </p>
    </div>
  )
}
