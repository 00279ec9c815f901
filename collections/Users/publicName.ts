import type { CollectionBeforeChangeHook, TextField } from 'payload'

import { nobodyField } from '../../access/nobody'
import { searchable } from '../hooks/searchable'

/**
 * The member's public name (their profile's, src/features/profiles/public-face.ts) copied onto
 * the account, so the admin names members everywhere (`useAsTitle`: relationship labels, lists)
 * instead of "Sin título": editors may not read the account's e-mail. Kept by the profile's
 * syncPublicName (src/features/profiles/public-name.ts).
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
