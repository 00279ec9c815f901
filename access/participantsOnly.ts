import type { Access } from 'payload'

/** Conversations and messages: readable only by the two people in them. */
export const participantsOnly =
  (first: string, second: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    return { or: [{ [first]: { equals: user.id } }, { [second]: { equals: user.id } }] }
  }
