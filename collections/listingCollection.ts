import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isSignedIn } from '../access/isSignedIn'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { listingFields } from './fields/listing'
import { searchable } from './hooks/searchable'
import { deleteDependents } from './hooks/deleteDependents'
import { DIRECTORY_TAG } from '../src/features/directory/directory-tag'
import { profileTag } from '../src/features/profiles/profile-types'
import { expiryHooks } from '../src/lib/cache-expiry'
import { relationId } from '../src/lib/relation-id'

/**
 * The directory, the artist search, the home's featured artists and the listing's own page are
 * cached by tag (`directory`, `listing:<slug>:<id>`), and the owner's public profile counts their
 * featured listings (`profile:<user>`): any saved or deleted listing expires them.
 */
const expireListingCaches = (kind: 'artists' | 'producers') =>
  expiryHooks((_req, doc, previousDoc) => {
    const owners = [relationId(doc.user), relationId(previousDoc?.user)]
    return [
      DIRECTORY_TAG,
      // listingTag of src/features/directory/listing-path.ts (not one of the concept's public files).
      `listing:${kind}:${doc.id}`,
      ...owners.filter((id): id is number => id != null).map(profileTag),
    ]
  })

/**
 * Names and bios are stored without the spaces around them, whoever writes (form, REST, admin);
 * before validation, so a name of spaces alone is refused as missing. Links trim themselves
 * (fields/url.ts).
 */
const trimTexts: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  if (typeof data.name === 'string') data.name = data.name.trim()
  for (const field of ['displayName', 'bio'] as const) {
    if (typeof data[field] === 'string') data[field] = data[field].trim() || null
  }
  return data
}

// The admin finds "El Jíbaro Nuevo" typing "jibaro".
const nameSearch = searchable('Nombre')

/** Artists and producers are one kind of directory listing under two slugs. */
export const listingCollection = (
  slug: 'artists' | 'producers',
  labels: { singular: string; plural: string },
): CollectionConfig => ({
  slug,
  labels,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'country', 'featured', 'verified'],
    group: 'Directorio',
    listSearchableFields: [nameSearch.field.name],
  },
  defaultSort: '-createdAt',
  access: {
    read: anyone,
    // The owner field makes the new listing the member's own.
    create: isSignedIn,
    update: ownRowsOrStaff('user'),
    delete: ownRowsOrStaff('user'),
  },
  fields: [...listingFields, nameSearch.field],
  hooks: {
    ...expireListingCaches(slug),
    beforeOperation: [nameSearch.beforeOperation],
    beforeValidate: [trimTexts],
    beforeDelete:
      slug === 'artists' ? [deleteDependents([{ collection: 'favorites', field: 'artist' }])] : [],
  },
  timestamps: true,
})
