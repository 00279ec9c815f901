import type { PostInput } from './post-schema'

// The composer's draft in sessionStorage, per member: what they typed survives leaving /feed and
// coming back (Back, a link) in the same tab, and is dropped once the post is published.

export type PostDraft = Required<PostInput>

export const EMPTY_DRAFT: PostDraft = {
  content: '',
  musicTitle: '',
  spotifyUrl: '',
  youtubeUrl: '',
  imageUrl: '',
}

const FIELDS = Object.keys(EMPTY_DRAFT) as (keyof PostDraft)[]

const keyOf = (userId: number | null) => `tarima:feed-draft:${userId ?? 'anon'}`

/** The member's saved draft, or null (none, or storage unavailable). */
export function readDraft(userId: number | null): PostDraft | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(keyOf(userId)) ?? 'null')
    if (!saved || typeof saved !== 'object') return null
    const draft = { ...EMPTY_DRAFT }
    for (const field of FIELDS) {
      const value = (saved as Record<string, unknown>)[field]
      if (typeof value === 'string') draft[field] = value
    }
    return draft
  } catch {
    return null
  }
}

/** Saves the draft (an empty one is removed). Storage may be full or off: the form still works. */
export function saveDraft(userId: number | null, draft: PostDraft) {
  try {
    if (FIELDS.some((field) => draft[field].trim())) {
      sessionStorage.setItem(keyOf(userId), JSON.stringify(draft))
    } else sessionStorage.removeItem(keyOf(userId))
  } catch (error) {
    console.error('No se pudo guardar el borrador', error)
  }
}

export function clearDraft(userId: number | null) {
  saveDraft(userId, EMPTY_DRAFT)
}
