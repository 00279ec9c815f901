import type { FieldAccess } from 'payload'

/**
 * A choice only the account's owner makes (their e-mail alerts): founders included, nobody
 * changes it for someone else. The system (overrideAccess: a one-click unsubscribe) still may.
 */
export const selfOnlyField: FieldAccess = ({ req: { user }, id, doc }) => {
  if (!user || user.collection !== 'users') return false
  const account = doc?.id ?? id
  return account != null && String(account) === String(user.id)
}
