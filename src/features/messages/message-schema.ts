import { z } from '@/lib/zod'

import * as t from '@/i18n/es'
import { requiredText } from '@/lib/validation'

/** A direct message's longest content (SPEC only asks for non-empty; this keeps rows sane). */
export const MESSAGE_MAX = 5000

/** One direct message's text: trimmed, non-empty, at most MESSAGE_MAX characters. */
export const messageContent = requiredText(t.messages.validation.required).max(
  MESSAGE_MAX,
  t.messages.validation.tooLong(MESSAGE_MAX),
)

export const sendMessageSchema = z.object({ content: messageContent })

export const openConversationSchema = z.object({
  userId: z.coerce.number().int().positive(t.messages.errors.invalidUser),
})
