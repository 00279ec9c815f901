/** What fieldErrors reads of a zod error: its issues (kept free of zod, for the browser). */
type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] }

/** Zod issues as { field: first message }, for forms and server-action results. */
export const fieldErrors = (error: Issues): Record<string, string> => {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    errors[key] ??= issue.message
  }
  return errors
}
