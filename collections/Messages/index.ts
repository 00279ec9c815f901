import { Forbidden, type CollectionConfig } from 'payload'

import { isSignedIn } from '../../access/isSignedIn'
import { nobody, nobodyField } from '../../access/nobody'
import { participantsOnly } from '../../access/participantsOnly'
import { ownerField } from '../fields/owner'
import { relationId } from '../../src/lib/relation-id'
import { zodValidate } from '../fields/validated'
import { messageContent } from '../../src/features/messages/message-schema'
import { limitMemberWrites } from '../hooks/limitMemberWrites'
import { refuseBlocked, relationField } from '../hooks/refuseBlocked'
import { notifyRecipient } from './hooks/notifyRecipient'

/** Direct messages: readable only by sender and recipient, by any API path. */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Mensaje', plural: 'Mensajes' },
  // Private between two members: out of the admin.
  admin: { hidden: true, group: 'Mensajes', defaultColumns: ['sender', 'recipient', 'createdAt'] },
  defaultSort: 'createdAt',
  access: {
    read: participantsOnly('sender', 'recipient'),
    create: isSignedIn,
    // The recipient marks a message read; nothing else changes after sending.
    update: ({ req: { user } }) => (user ? { recipient: { equals: user.id } } : false),
    delete: nobody,
  },
  fields: [
    {
      name: 'conversation',
      label: 'Conversación',
      type: 'relationship',
      relationTo: 'conversations',
      required: true,
      index: true,
      access: { update: () => false },
    },
    ownerField('sender', 'Remitente'),
    {
      name: 'recipient',
      label: 'Destinatario',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { update: () => false },
    },
    {
      name: 'content',
      label: 'Mensaje',
      type: 'textarea',
      required: true,
      access: { update: () => false },
      validate: zodValidate(messageContent, 'Mensaje inválido'),
    },
    {
      // The recipient marks a message read; when is the server's to say: whatever date the
      // request sends, it becomes the moment of the first marking, and is never moved or unset.
      // A sender cannot send a message already read.
      name: 'readAt',
      label: 'Leído',
      type: 'date',
      index: true,
      access: { create: nobodyField },
      hooks: {
        beforeChange: [
          ({ value, originalDoc }) =>
            originalDoc?.readAt ?? (value ? new Date().toISOString() : null),
        ],
      },
    },
  ],
  indexes: [{ fields: ['conversation', 'createdAt'] }, { fields: ['recipient', 'readAt'] }],
  hooks: {
    beforeOperation: [limitMemberWrites('messages')],
    beforeChange: [
      refuseBlocked(relationField('recipient'), 'sender'),
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        // The message must travel inside a conversation between exactly its sender and recipient.
        const conversation = await req.payload.findByID({
          collection: 'conversations',
          id: Number(relationId(data.conversation)),
          depth: 0,
          req,
          overrideAccess: true,
          disableErrors: true,
          select: { participantOne: true, participantTwo: true },
        })
        const pair = [Number(relationId(data.sender)), Number(relationId(data.recipient))].sort(
          (a, b) => a - b,
        )
        if (
          !conversation ||
          relationId(conversation.participantOne) !== pair[0] ||
          relationId(conversation.participantTwo) !== pair[1]
        ) {
          throw new Forbidden(req.t)
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation !== 'create') return doc
        await req.payload.update({
          collection: 'conversations',
          id: Number(relationId(doc.conversation)),
          data: { lastMessageAt: doc.createdAt },
          req,
          overrideAccess: true,
          depth: 0,
        })
        return doc
      },
      notifyRecipient,
    ],
  },
  timestamps: true,
}
