import { cn } from './cn'

type Option = { label: string; value: string }

type Props = {
  name: string
  legend: string
  options: readonly Option[]
  defaultValues?: readonly string[]
  hint?: string
  error?: string
  className?: string
}

/** A fieldset of checkboxes sharing one name; the form reads them with formData.getAll(name). */
export function CheckboxGroup({
  name,
  legend,
  options,
  defaultValues = [],
  hint,
  error,
  className,
}: Props) {
  const errorId = `campo-${name}-error`
  const hintId = `campo-${name}-hint`
  const chosen = new Set(defaultValues)
  return (
    <fieldset className={cn('space-y-2', className)} aria-describedby={cn(hint && hintId, errorId)}>
      <legend className="text-sm font-semibold text-stone-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className="grid max-h-56 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-xl border border-stone-200 bg-stone-50 p-3 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-9 items-center gap-2 text-sm text-stone-800"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
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
