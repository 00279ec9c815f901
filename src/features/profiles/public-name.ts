import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'

import { requestDrizzle } from '@/lib/db'
import { relationId } from '@/lib/relation-id'
import { publicNameOf } from './public-face'

/**
 * After a profile is saved, its account takes the profile's public name (users.publicName, which
 * the admin names members by), or its own first and last name when the profile has none. Straight
 * SQL in the request's transaction: an update through Payload would run every account hook
 * (e-mail changes, mails) for a label.
 */
export const syncPublicName: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const userId = relationId(doc.user)
  const name = publicNameOf(doc)
  if (userId == null) return doc
  if (operation === 'update' && name === publicNameOf(previousDoc)) return doc
  const db = await requestDrizzle(req)
  await db.execute(sql`
    UPDATE users SET public_name = COALESCE(
      NULLIF(${name}, ''),
      btrim(concat_ws(' ', NULLIF(first_name, ''), NULLIF(last_name, '')))
    ) WHERE id = ${userId}`)
  return doc
}
