import type { ComponentProps } from 'react'

import { cx } from './cx'
import { Field, fieldIds } from './form-field'

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
  const { id, errorId } = fieldIds(name)
  return (
    <Field name={name} label={label} error={error} className={className} required={required}>
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cx(
          'block h-12 w-full rounded-xl border bg-white px-4 text-base text-stone-900 shadow-sm',
          error ? 'border-red-700' : 'border-stone-300 hover:border-stone-400',
        )}
        {...select}
      >
        <SelectOptions placeholder={placeholder} options={options} />
      </select>
    </Field>
  )
}

/** A select's options: an empty first one that reads `placeholder`, then `options` in order. */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder: string
  options: readonly Option[]
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}
