'use client'

import { cn } from '@/components/ui/cn'

type Option = { label: string; value: string }

type SelectFieldProps = {
  name: string
  label: string
  placeholder: string
  options: readonly Option[]
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string
  required?: boolean
  className?: string
}

/** A labelled native select with its error in a polite live region (ids like TextField's). */
export function SelectField({
  name,
  label,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  error,
  required,
  className,
}: SelectFieldProps) {
  const id = `campo-${name}`
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={cn(
          'block w-full rounded-xl border bg-white px-4 py-3 text-base text-stone-900 shadow-sm transition-colors',
          error ? 'border-red-700' : 'border-stone-300 hover:border-stone-400',
        )}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  )
}

type CheckboxGroupProps = {
  name: string
  legend: string
  options: readonly Option[]
  values: readonly string[]
  onChange: (values: string[]) => void
  onBlur?: () => void
  error?: string
  className?: string
}

/** A checkbox list in a fieldset whose legend names the group; the error is announced politely. */
export function CheckboxGroup({
  name,
  legend,
  options,
  values,
  onChange,
  onBlur,
  error,
  className,
}: CheckboxGroupProps) {
  const errorId = `campo-${name}-error`
  const chosen = new Set(values)
  const toggle = (value: string, checked: boolean) =>
    onChange(
      checked
        ? options.map((o) => o.value).filter((v) => v === value || chosen.has(v))
        : values.filter((v) => v !== value),
    )
  return (
    <fieldset
      data-field={name}
      aria-describedby={errorId}
      onBlur={(event) => {
        // Touched once focus leaves the whole group, not each box.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.()
      }}
      className={cn('space-y-2', className)}
    >
      <legend className="mb-2 text-sm font-semibold text-stone-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm transition-colors',
              chosen.has(option.value)
                ? 'border-fuchsia-700 bg-fuchsia-50 text-stone-900'
                : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400',
            )}
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-4 shrink-0 accent-fuchsia-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </fieldset>
  )
}

/** Focuses the first field, in page order, that has an error. */
export function focusFirstError(
  root: HTMLElement | null,
  order: readonly string[],
  errors: Partial<Record<string, string>>,
) {
  const first = order.find((field) => errors[field])
  if (!root || !first) return
  const element = root.querySelector<HTMLElement>(
    `#campo-${first}, [data-field="${first}"] input, [data-field="${first}"] select, [data-field="${first}"] textarea`,
  )
  element?.focus()
}
