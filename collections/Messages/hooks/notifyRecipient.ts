import type { CollectionAfterChangeHook } from 'payload'

import type { Message } from '../../../payload-types'
import { relationId } from '../../../src/lib/relation-id'
import { t } from '../../../src/i18n'
import { notify } from '../../../src/features/notifications/notify'

/** A new message tells its recipient with a "message" notification (the catalogue's texts). */
export const notifyRecipient: CollectionAfterChangeHook<Message> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  const recipient = relationId(doc.recipient)
  if (recipient == null) return doc
  await notify(req, {
    recipient,
    sender: relationId(doc.sender),
    type: 'message',
    title: t.messages.notification.title,
    message: t.messages.notification.message,
  })
  return doc
}
