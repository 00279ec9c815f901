import type { ComponentProps } from 'react'

import { cn } from './cn'

type Option = { label: string; value: string }

type Props = Omit<ComponentProps<'select'>, 'name' | 'className' | 'id' | 'children'> & {
  name: string
  label: string
  options: readonly Option[]
  /** Text of the empty first option. */
  placeholder: string
  error?: string
  className?: string
}

/** A labelled select with its error in a polite live region (same ids as TextField). */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  error,
  className,
  required,
  ...select
}: Props) {
  const id = `campo-${name}`
  const errorId = `${id}-error`
  return (
    <div className={cn('space-y-1.5', className)}>
      <label
        htmlFor={id}
        className={cn('block text-sm font-semibold text-stone-900', required && 'required-label')}
      >
        {label}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(
          'block h-12 w-full rounded-xl border bg-white px-4 text-base text-stone-900 shadow-sm',
          error ? 'border-red-700' : 'border-stone-300 hover:border-stone-400',
        )}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  )
}
