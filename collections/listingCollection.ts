import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isSignedIn } from '../access/isSignedIn'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { listingFields } from '../fields/listing'
import { deleteDependents } from './hooks/deleteDependents'

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
    beforeDelete:
      slug === 'artists' ? [deleteDependents([{ collection: 'favorites', field: 'artist' }])] : [],
  },
  timestamps: true,
})
