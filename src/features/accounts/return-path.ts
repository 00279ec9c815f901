// Where /auth sends someone once signed in or up (`?next=`), for the pages that send visitors
// there first (the home's "Únete a Tarima", /join itself).

export const NEXT_PARAM = 'next'

/**
 * The address to go to after signing in, or null: only a path of this site ("/join"), never
 * another site's ("//evil.example", "https://…", "/\evil.example") nor anything odd.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  return /^\/(?![/\\])[\w\-./?=&%]*$/.test(value) ? value : null
}

/** /auth, on the chosen tab, coming back to `next` afterwards. */
export function authPath(mode: 'signin' | 'signup', next: string | null): string {
  const query = new URLSearchParams()
  if (mode !== 'signin') query.set('mode', mode)
  if (next) query.set(NEXT_PARAM, next)
  const search = query.toString()
  return search ? `/auth?${search}` : '/auth'
}
