import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isSignedIn } from '../access/isSignedIn'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { isStaffUser } from '../access/hasRole'
import { ownerField } from './fields/owner'
import { LIMITS, TooManyRequests, hit } from '../src/lib/rate-limit'
import { relativeUploadUrls } from '../src/features/media/relative-urls'
import { mediaDir } from '../src/lib/env'
import { serveMediaFile, sizeFileName } from '../src/lib/media-files'
import { cleanUpload, refuseUnsafeImages } from '../src/lib/upload-safety'

/**
 * Images only, checked by content (Payload sniffs the bytes against mimeTypes, so an HTML file
 * named .jpg is refused), at most 5 MB (the upload limit in payload.config.ts), with resized WebP
 * variants made by sharp. Stored without photo metadata and served with cache headers
 * (src/lib/media-files.ts).
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
        generateImageName: sizeFileName,
      },
      {
        name: 'card',
        width: 480,
        height: 480,
        position: 'centre',
        formatOptions: { format: 'webp' },
        generateImageName: sizeFileName,
      },
      // Whole images, uncropped: a phone's screen width (medium) and a wide screen's (hero), the
      // candidates of an <img srcset> (src/features/profiles/media-url.ts, mediaSrcSet).
      {
        name: 'medium',
        width: 768,
        withoutEnlargement: true,
        formatOptions: { format: 'webp' },
        generateImageName: sizeFileName,
      },
      {
        name: 'hero',
        width: 1280,
        withoutEnlargement: true,
        formatOptions: { format: 'webp' },
        generateImageName: sizeFileName,
      },
    ],
    adminThumbnail: 'thumbnail',
    // Before Payload's own (and S3's): cache headers, ETag and 304.
    handlers: [serveMediaFile],
  },
  hooks: {
    // Paths, not SITE_URL's absolute URLs: pages reached by another name show their images.
    afterRead: [relativeUploadUrls],
    beforeOperation: [
      async ({ operation, req }) => {
        // Uploads cost disk and CPU (resizing): members get a budget per hour.
        if (operation !== 'create' || !req.user || isStaffUser(req.user)) return
        const { ok, retryAfter } = await hit(req.payload, LIMITS.upload, `user:${req.user.id}`)
        if (!ok) throw new TooManyRequests(retryAfter)
      },
      // An image header followed by a page or script (a polyglot) is refused like any non-image;
      // so is one that claims too many pixels to decode.
      async ({ operation, req }) => {
        if (operation === 'create' || operation === 'update') await refuseUnsafeImages(req)
      },
      // Only then, on bytes known to be a bounded image: no control or bidi characters in the
      // name, no EXIF, XMP or IPTC in the bytes.
      async ({ operation, req }) => {
        if (operation === 'create' || operation === 'update') await cleanUpload(req)
      },
    ],
  },
  fields: [
    { name: 'alt', label: 'Texto alternativo', type: 'text', maxLength: 200 },
    ownerField('uploadedBy', 'Subido por', { required: false }),
  ],
}
