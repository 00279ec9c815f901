import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isSignedIn } from '../access/isSignedIn'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { ownerField } from '../fields/owner'
import { IMAGE_MAX_BYTES } from '../src/lib/limits'
import { t } from '../src/i18n'
import { mediaDir } from '../src/lib/env'

/**
 * Images only, checked by content (Payload sniffs the bytes against mimeTypes, so an HTML file
 * named .jpg is refused), at most 5 MB, with resized WebP variants made by sharp.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Imagen', plural: 'Imágenes' },
  admin: { group: 'Contenido', defaultColumns: ['filename', 'alt', 'filesize', 'updatedAt'] },
  access: {
    read: anyone,
    create: isSignedIn,
    update: ownRowsOrStaff('uploadedBy'),
    delete: ownRowsOrStaff('uploadedBy'),
  },
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
    focalPoint: true,
    imageSizes: [
      {
        name: 'thumbnail',
        width: 160,
        height: 160,
        position: 'centre',
        formatOptions: { format: 'webp' },
      },
      {
        name: 'card',
        width: 480,
        height: 480,
        position: 'centre',
        formatOptions: { format: 'webp' },
      },
      { name: 'hero', width: 1280, withoutEnlargement: true, formatOptions: { format: 'webp' } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', label: 'Texto alternativo', type: 'text', maxLength: 200 },
    ownerField('uploadedBy', 'Subido por', { required: false }),
  ],
  hooks: {
    beforeOperation: [
      ({ operation, req }) => {
        // Busboy truncates at the global limit; refuse anything over 5 MB with the SPEC message.
        const size = req.file?.size ?? 0
        if ((operation === 'create' || operation === 'update') && size > IMAGE_MAX_BYTES) {
          throw new MediaTooLarge()
        }
      },
    ],
  },
}

class MediaTooLarge extends Error {
  status = 413
  constructor() {
    super(t.upload.tooLarge)
  }
}
