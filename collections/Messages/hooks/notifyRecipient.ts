import type { CollectionAfterChangeHook } from 'payload'

import type { Message } from '../../../payload-types'
import { relationId } from '../../../src/lib/relation-id'
import { t } from '../../../src/i18n'
import { notify } from '../../../src/features/notifications/notify'
import { announceMessage } from '../../../src/features/notifications/sql'
import { requestQueryable } from '../../../src/lib/db'

/**
 * A new message tells its recipient's open pages live and leaves them a "message" notification
 * (the catalogue's texts).
 */
export const notifyRecipient: CollectionAfterChangeHook<Message> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  const recipient = relationId(doc.recipient)
  const [sender, conversation] = [relationId(doc.sender), relationId(doc.conversation)]
  if (recipient == null || sender == null || conversation == null) return doc
  // In the request's transaction: PostgreSQL delivers it when the message commits.
  await announceMessage(await requestQueryable(req), {
    id: doc.id,
    conversationId: conversation,
    senderId: sender,
    recipientId: recipient,
  })
  await notify(req, {
    recipient,
    sender,
    type: 'message',
    title: t.messages.notification.title,
    message: t.messages.notification.message,
  })
  return doc
}
