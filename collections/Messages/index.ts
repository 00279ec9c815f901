import type { CollectionConfig } from 'payload'

import { nobody, nobodyField } from '../../access/nobody'
import { participantsOnly } from '../../access/participantsOnly'
import { ownerField } from '../fields/owner'
import { zodValidate } from '../fields/validated'
import { messageContent } from '../../src/features/messages/message-schema'

/** Direct messages: readable only by sender and recipient, by any API path. Members send them
 * through POST /api/conversations/{id}/messages only (src/features/messages/message-writes.ts:
 * who may write to whom, the hourly limit, the live event and the notice). */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Mensaje', plural: 'Mensajes' },
  // Private between two members: out of the admin.
  admin: { hidden: true, group: 'Mensajes', defaultColumns: ['sender', 'recipient', 'createdAt'] },
  defaultSort: 'createdAt',
  access: {
    read: participantsOnly('sender', 'recipient'),
    create: nobody,
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
  timestamps: true,
}
