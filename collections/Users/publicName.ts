import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, TextField } from 'payload'

import { nobodyField } from '../../access/nobody'
import { publicNameOf } from '../../src/features/profiles/public-face'
import { requestDrizzle } from '../../src/lib/db'
import { relationId } from '../../src/lib/relation-id'
import { searchable } from '../hooks/searchable'

/**
 * The member's public name (their profile's, src/features/profiles/public-face.ts) copied onto
 * the account, so the admin names members everywhere (`useAsTitle`: relationship labels, lists)
 * instead of "Sin título": editors may not read the account's e-mail. Kept by syncPublicName.
 */
export const publicNameField: TextField = {
  name: 'publicName',
  label: 'Nombre público',
  type: 'text',
  maxLength: 200,
  access: { create: nobodyField, update: nobodyField },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'El del perfil: así se ve al miembro en todo el panel.',
  },
}

/** The users list searches public and account names (the trigger joins them), accent-blind. */
export const userSearch = searchable('Nombre')

/** A new account is named after its owner until its profile says otherwise. */
export const namePublicly: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'create' && !data.publicName)
    data.publicName = [data.firstName, data.lastName].filter(Boolean).join(' ').trim()
  return data
}

/**
 * After a profile is saved, its account takes the profile's public name, or its own first and
 * last name when the profile has none. Straight SQL in the request's transaction: an update
 * through Payload would run every account hook (e-mail changes, mails) for a label.
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
