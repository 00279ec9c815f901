import type { Field } from 'payload'

import { isStaffUser } from '../../access/hasRole'
import { isFounderField } from '../../access/isFounder'
import { isStaffField } from '../../access/isStaff'
import { ALL_GENRES, ROLES, PROFILE_COUNTRIES, asOptions } from '../../src/lib/options'
import { BIO_MAX } from '../../src/lib/limits'
import { counterField } from './counter'
import { flagField } from './flag'
import { ownerField } from './owner'
import { urlField } from './url'
import { ownImageField } from './ownImage'

/** The listing fields that artists and producers share. */
export const listingFields: Field[] = [
  // The listing form's limit (src/features/directory/listing-schema.ts), held for REST writes too.
  { name: 'name', label: 'Nombre', type: 'text', required: true, index: true, maxLength: 120 },
  { name: 'displayName', label: 'Nombre artístico', type: 'text' },
  {
    name: 'role',
    label: 'Rol',
    type: 'select',
    options: asOptions(ROLES),
    required: true,
    index: true,
  },
  {
    name: 'genres',
    label: 'Géneros',
    type: 'select',
    hasMany: true,
    options: asOptions(ALL_GENRES),
  },
  {
    name: 'country',
    label: 'País',
    type: 'select',
    options: asOptions(PROFILE_COUNTRIES),
    index: true,
  },
  ownImageField('image', 'Imagen'),
  { name: 'bio', label: 'Biografía', type: 'textarea', maxLength: BIO_MAX },
  urlField('spotifyUrl', 'Spotify'),
  urlField('instagramUrl', 'Instagram'),
  urlField('youtubeUrl', 'YouTube'),
  urlField('listenUrl', 'Enlace para escuchar'),
  // A member's listing is always their own. Staff list a professional with no owner by default
  // (one owner has one listing: a staff default would clash on the second), or someone else;
  // founders may assign or free it later.
  ownerField('user', 'Usuario', {
    required: false,
    unique: true,
    access: { create: isStaffField, update: isFounderField },
    defaultValue: ({ user }) => (isStaffUser(user) ? undefined : user?.id),
  }),
  flagField('featured', 'Destacado', isStaffField, { index: true }),
  // Verification follows a founder's decision on the application, like a profile's.
  flagField('isFounder', 'Artista fundador', isFounderField),
  flagField('verified', 'Verificado', isFounderField),
  counterField('followersCount', 'Seguidores'),
]
