import * as t from '@/i18n/es'
import { cx } from './cx'

type Option = { label: string; value: string }

type Props = {
  name: string
  legend: string
  options: readonly Option[]
  hint?: string
  error?: string
  className?: string
  /** At least one must be chosen: marked " *", and "(obligatorio)" for screen readers. */
  required?: boolean
  /** 'list': a compact scrolling box for long lists; 'chips': boxes that mark what is chosen. */
  variant?: 'list' | 'chips'
} & (
  | { defaultValues?: readonly string[]; values?: never; onChange?: never; onBlur?: never }
  | {
      values: readonly string[]
      onChange: (values: string[]) => void
      onBlur?: () => void
      defaultValues?: never
    }
)

/**
 * A fieldset of checkboxes sharing one name (forms read them with formData.getAll(name)),
 * uncontrolled with `defaultValues` or controlled with `values` and `onChange`.
 */
export function CheckboxGroup({
  name,
  legend,
  options,
  hint,
  error,
  className,
  required,
  variant = 'list',
  defaultValues = [],
  values,
  onChange,
  onBlur,
}: Props) {
  const errorId = `campo-${name}-error`
  const hintId = `campo-${name}-hint`
  const chosen = new Set(values ?? defaultValues)
  const chips = variant === 'chips'
  // The new value keeps the options' order, whatever order they were ticked in.
  const toggle = (value: string, checked: boolean) =>
    onChange?.(
      checked
        ? options.map((o) => o.value).filter((v) => v === value || chosen.has(v))
        : (values ?? []).filter((v) => v !== value),
    )
  return (
    <fieldset
      data-field={name}
      aria-describedby={cx(hint && hintId, errorId)}
      onBlur={(event) => {
        // Touched once focus leaves the whole group, not each box.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.()
      }}
      className={cx('space-y-2', className)}
    >
      <legend
        className={cx(
          'text-sm font-semibold text-stone-900',
          chips && 'mb-2',
          required && 'required-label',
        )}
      >
        {legend}
        {/* A group has no `required` of its own to announce: it says so in words. */}
        {required ? <span className="sr-only"> {t.common.required}</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <div
        className={
          chips
            ? 'grid grid-cols-2 gap-2 sm:grid-cols-3'
            : 'grid max-h-56 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-xl border border-stone-200 bg-stone-50 p-3 sm:grid-cols-3'
        }
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={
              chips
                ? cx(
                    'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm transition-colors',
                    chosen.has(option.value)
                      ? 'border-fuchsia-700 bg-fuchsia-50 text-stone-900'
                      : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400',
                  )
                : 'flex min-h-9 items-center gap-2 text-sm text-stone-800'
            }
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              {...(values
                ? {
                    checked: chosen.has(option.value),
                    onChange: (event) => toggle(option.value, event.target.checked),
                  }
                : { defaultChecked: chosen.has(option.value) })}
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
