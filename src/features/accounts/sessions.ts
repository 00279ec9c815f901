import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { endSessions } from './sql'
import { requestQueryable } from '@/lib/db'

/** The session id of the request's signed-in user (Payload's JWT strategy sets `_sid`), if any. */
export const sessionOf = (req: PayloadRequest): string | undefined => {
  const sid = (req.user as { _sid?: unknown } | null)?._sid
  return typeof sid === 'string' ? sid : undefined
}

/**
 * A new e-mail (applied only by its confirmation link, ./email-change.ts) ends the
 * account's other sessions, as Payload's update does for a new password: whoever held a session
 * of the old address is out. `context.keepSession` names the session that confirmed, if it is
 * the account's own.
 */
export const endSessionsOnNewEmail: CollectionAfterChangeHook = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const before = String(previousDoc.email ?? '').toLowerCase()
  if (String(doc.email ?? '').toLowerCase() === before) return doc
  const keep = req.context.keepSession
  // In the request's transaction: the sessions end with the change or not at all.
  await endSessions(
    await requestQueryable(req),
    doc.id,
    typeof keep === 'string' ? keep : undefined,
  )
  return doc
}
