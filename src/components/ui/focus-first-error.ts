/**
 * Focuses the first field, in page order, that has an error: the control with the field's id
 * (TextField, SelectField), else the first control inside its `data-field` wrapper (checkbox
 * groups, image pickers).
 */
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
