import { z } from '@/lib/zod'

import * as t from '@/i18n/es'
import { optionalUrl, postContent } from '@/lib/validation'

/** The composer's rules; the posts collection validates the same fields with the same pieces. */
export const postSchema = z.object({
  content: postContent,
  musicTitle: z
    .string()
    .trim()
    .max(200, t.validation.tooLong)
    .transform((value) => value || null),
  spotifyUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  imageUrl: optionalUrl,
})

export type PostInput = z.input<typeof postSchema>
export type PostFields = keyof PostInput
