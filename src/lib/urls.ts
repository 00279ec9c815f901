// Links as people type them, without zod: forms in the browser complete them before any schema
// is loaded (src/features/accounts/application-profile-fields.tsx); the server's schemas use
// the same function (src/lib/validation.ts).

/**
 * A link as people type it, with its scheme: "instagram.com/ana" becomes
 * "https://instagram.com/ana" (also "//x.com" and "www.x.com"). One with a scheme of its own
 * ("http://…", "mailto:…") is left as it is, for the URL rule to judge.
 */
export function withScheme(value: string): string {
  const text = value.trim()
  if (text === '') return text
  if (text.startsWith('//')) return `https:${text}`
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(text)?.[1]
  // "instagram.com:443/ana" has a port, not a scheme: a scheme holds no dot.
  return scheme && !scheme.includes('.') ? text : `https://${text}`
}
