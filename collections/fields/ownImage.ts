import type { FilterOptions, UploadField } from 'payload'

import { isStaffUser } from '../../access/hasRole'

/**
 * Members may only attach images they uploaded themselves; editors and founders (and system jobs,
 * which run without a user) any image. Payload checks filterOptions on the server on every save.
 */
const ownImagesOnly: FilterOptions = ({ user }) =>
  !user || isStaffUser(user) ? true : { uploadedBy: { equals: user.id } }

export const ownImageField = (name: string, label: string): UploadField => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  filterOptions: ownImagesOnly,
})
