import type { Access } from 'payload'

/** Private rows (favourites, blocks, notifications): only their owner, not even founders. */
export const ownRowsOnly =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    return { [field]: { equals: user.id } }
  }
