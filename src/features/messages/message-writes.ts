import { notifyAfterWrite } from '@/features/notifications/notify'
import { announceMessage } from '@/features/notifications/sql'
import { refusal, routeId } from '@/lib/sql-read'
import { created, defineSqlWrite } from '@/lib/sql-write'

import { t } from '../../i18n'
import { sendMessageSchema } from './message-schema'
import type { ChatMessage } from './message-types'
import { insertMessage } from './sql'

const errors = t.messages.errors

/**
 * POST /api/conversations/{id}/messages { content }: sends a message to the other participant
 * (src/lib/sql-write.ts), the only way members send one: who may write to whom is ./sql.ts
 * insertMessage (and, for a new conversation, ./conversation-endpoints.ts). The recipient is told
 * live (announceMessage) and with a "message" notification.
 */
export const messageWrite = defineSqlWrite({
  collection: 'conversations',
  path: '/:id/messages',
  signedOut: errors.signInRequired,
  limit: 'messages',
  input: sendMessageSchema,
  write: async ({ db, viewer, input, params }) => {
    const conversationId = routeId(params.id)
    const sent = conversationId
      ? await insertMessage(db, viewer, conversationId, input.content)
      : null
    if (!conversationId || !sent) return refusal(404, errors.notFound)
    if (!sent.message) return refusal(403, t.blocks.refused)
    const { id, recipient_id, created_at } = sent.message
    const announced = { id, conversationId, senderId: viewer.id, recipientId: recipient_id }
    // The message is saved: a failure to tell its pages live is logged, never answered.
    await announceMessage(db, announced).catch((error: unknown) =>
      console.error('[tarima] No se pudo anunciar el mensaje en vivo:', error),
    )
    // A block refuses the message (./sql.ts), so one sent stands between unblocked members.
    await notifyAfterWrite(
      db,
      { recipient: recipient_id, sender: viewer.id },
      { blocked: false },
      {
        type: 'message',
        title: t.messages.notification.title,
        message: t.messages.notification.message,
      },
    )
    const message: ChatMessage = {
      id,
      conversationId,
      senderId: viewer.id,
      content: input.content,
      createdAt: created_at.toISOString(),
      readAt: null,
    }
    return created({ message })
  },
})
