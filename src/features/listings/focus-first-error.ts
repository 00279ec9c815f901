/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstError(
  form: HTMLFormElement | null,
  order: readonly string[],
  errors: Partial<Record<string, string>>,
) {
  const first = order.find((field) => errors[field])
  if (!first || !form) return
  const element = form.elements.namedItem(first)
  // A checkbox group is a RadioNodeList: focus its first box.
  const target = element instanceof RadioNodeList ? element[0] : element
  if (target instanceof HTMLElement) target.focus()
}
