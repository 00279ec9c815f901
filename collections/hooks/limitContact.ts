import type { CollectionBeforeOperationHook } from 'payload'

import { LIMITS, enforceIpLimit, enforceLimit } from '../../src/lib/rate-limit'

/**
 * Contact messages e-mail the team, so every new one counts against the sender's address (visitor
 * or signed in: signing in must not lift the limit) and, with a session, against the member too
 * (changing networks must not lift it either). A Spanish 429 past either limit.
 */
export const limitContact: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'create') return
  if (req.user) await enforceLimit(req.payload, LIMITS.contactMember, String(req.user.id))
  await enforceIpLimit(req, LIMITS.contact)
}
