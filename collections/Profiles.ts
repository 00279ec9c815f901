import type { CollectionConfig } from 'payload'

import { isFounder, isFounderField } from '../access/isFounder'
import { ownRowsOrFounder } from '../access/ownRowsOrFounder'
import { visibleOrOwnOrStaff } from '../access/visibleOrOwnOrStaff'
import { counterField } from './fields/counter'
import { flagField, hiddenField } from './fields/flag'
import { urlField } from './fields/url'
import { BIO_MAX } from '../src/lib/limits'
import { ALL_GENRES, ROLES, PROFILE_COUNTRIES, asOptions } from '../src/lib/options'
import { ownImageField } from './fields/ownImage'
import { profilePageTags } from './hooks/expireProfilePages'
import { limitMemberWrites } from './hooks/limitMemberWrites'
import { expiryHooks } from '../src/lib/cache-expiry'
import { searchable } from './hooks/searchable'
import { syncPublicName } from '../src/features/profiles/public-name'

const profileExpiry = expiryHooks(profilePageTags)
const nameSearch = searchable('Nombre')

/** The public face of a user, one per user, created with the account. Never holds the e-mail. */
export const Profiles: CollectionConfig = {
  slug: 'profiles',
  labels: { singular: 'Perfil', plural: 'Perfiles' },
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'country', 'verified', 'followersCount'],
    group: 'Cuentas',
    listSearchableFields: [nameSearch.field.name],
  },
  access: {
    // Public, unless moderators hid it after a report (collections/Reports.ts).
    read: visibleOrOwnOrStaff('user'),
    // Created by the users hook for every new account, never by hand.
    create: isFounder,
    update: ownRowsOrFounder('user'),
    delete: isFounder,
  },
  fields: [
    {
      // Set by the users hook to the new account (not to whoever is signed in), never moved.
      name: 'user',
      label: 'Usuario',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      unique: true,
      access: { create: isFounderField, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'displayName', label: 'Nombre visible', type: 'text', maxLength: 120 },
    { name: 'firstName', label: 'Nombre', type: 'text', maxLength: 80 },
    { name: 'lastName', label: 'Apellido', type: 'text', maxLength: 80 },
    ownImageField('avatar', 'Foto de perfil'),
    {
      name: 'bio',
      label: 'Biografía',
      type: 'textarea',
      maxLength: BIO_MAX,
      // Stored trimmed whoever writes, as the edit-profile form sends it (src/features/profiles/profile-schema.ts).
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() || null : value)],
      },
    },
    { name: 'roles', label: 'Roles', type: 'select', hasMany: true, options: asOptions(ROLES) },
    {
      name: 'genres',
      label: 'Géneros',
      type: 'select',
      hasMany: true,
      options: asOptions(ALL_GENRES),
    },
    { name: 'country', label: 'País', type: 'select', options: asOptions(PROFILE_COUNTRIES) },
    urlField('instagramUrl', 'Instagram'),
    urlField('spotifyUrl', 'Spotify'),
    urlField('youtubeUrl', 'YouTube'),
    urlField('tiktokUrl', 'TikTok'),
    flagField('verified', 'Verificado', isFounderField),
    hiddenField(),
    counterField('followersCount', 'Seguidores'),
    counterField('followingCount', 'Siguiendo'),
    counterField('postsCount', 'Posts'),
    nameSearch.field,
  ],
  // Any change (admin, REST, the member's actions, an approval, onboarding) shows at once.
  hooks: {
    // Edits are limited per member: each one may expire many cached pages (expireProfilePages).
    beforeOperation: [limitMemberWrites('profiles', ['update']), nameSearch.beforeOperation],
    ...profileExpiry,
    // The account's name in the admin (relationship labels, lists) follows its public face.
    afterChange: [syncPublicName, ...profileExpiry.afterChange],
  },
  timestamps: true,
}
