import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
} from 'payload'

import { anyone } from '../access/anyone'
import { isSignedIn } from '../access/isSignedIn'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { listingFields } from '../fields/listing'
import { deleteDependents } from './hooks/deleteDependents'
import { expireTags } from './hooks/revalidateTags'

/**
 * The directory, the artist search, the home's featured artists and the listing's own page are
 * cached by tag (`directory`, `listing:<slug>:<id>`): any saved or deleted listing expires them.
 */
const expireListingCaches = (slug: string) => {
  const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
    expireTags(req, ['directory', `listing:${slug}:${doc.id}`])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    expireTags(req, ['directory', `listing:${slug}:${doc.id}`])
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

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
  },
  defaultSort: '-createdAt',
  access: {
    read: anyone,
    // The owner field makes the new listing the member's own.
    create: isSignedIn,
    update: ownRowsOrStaff('user'),
    delete: ownRowsOrStaff('user'),
  },
  fields: listingFields,
  hooks: {
    ...expireListingCaches(slug),
    beforeDelete:
      slug === 'artists' ? [deleteDependents([{ collection: 'favorites', field: 'artist' }])] : [],
  },
  timestamps: true,
})
