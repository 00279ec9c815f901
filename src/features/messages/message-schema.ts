import { z } from '@/lib/zod'

import * as t from '@/i18n/es'
import { requiredText } from '@/lib/validation'

/** A direct message's longest content (the product only asks for non-empty; this keeps rows sane). */
export const MESSAGE_MAX = 5000

/** One direct message's text: trimmed, non-empty, at most MESSAGE_MAX characters. */
export const messageContent = z
  .string({ error: t.fieldTypes.text })
  .pipe(
    requiredText(t.messages.validation.required).max(
      MESSAGE_MAX,
      t.messages.validation.tooLong(MESSAGE_MAX),
    ),
  )

export const sendMessageSchema = z.object({ content: messageContent })

/** A user id as a number or its digits; not `true`, `[5]` or "0x10", which Number() would take. */
export const openConversationSchema = z.object({
  userId: z
    .union([z.number(), z.string().regex(/^\d{1,15}$/)], { error: t.messages.errors.invalidUser })
    .transform(Number)
    .pipe(z.number().int().positive(t.messages.errors.invalidUser)),
})
