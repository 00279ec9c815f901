import { z } from '@/lib/zod'

import * as t from '../../i18n/es'
import { LOGO_MAX_BYTES } from '../../lib/limits'
import type { UploadProblem } from '../media/upload-image'

const copy = t.founderTools.logo

/**
 * What the media collection stores (checked by content on the server). SVG stays out: it can
 * carry scripts, and the logo is shown to every visitor.
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']

/** The browser-side check of a chosen or dropped logo; the server checks the stored file again. */
export function checkLogoFile(file: Pick<File, 'type' | 'size'>): UploadProblem | null {
  if (file.type === 'image/svg+xml') return { title: copy.svgTitle, description: copy.svg }
  if (!LOGO_TYPES.includes(file.type))
    return { title: t.upload.invalidTypeTitle, description: t.upload.invalidType }
  if (file.size > LOGO_MAX_BYTES) return { title: copy.tooLargeTitle, description: copy.tooLarge }
  return null
}

/** POST /api/globals/site-settings/logo: the uploaded media to use, or null for the default. */
export const logoSchema = z.object({
  media: z.number({ error: copy.invalidBody }).int().positive().nullable(),
})
