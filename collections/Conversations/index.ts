import type { CollectionConfig } from 'payload'

import { nobody, nobodyField } from '../../access/nobody'
import { participantsOnly } from '../../access/participantsOnly'
import { conversationEndpoints } from '../../src/features/messages/conversation-endpoints'
import { relationId } from '../../src/lib/relation-id'

/** One conversation per pair of users, stored in id order so the pair is unique. Members start
 * one through POST /api/conversations/open (src/features/messages/conversation-endpoints.ts),
 * which decides who may write to whom. */
export const Conversations: CollectionConfig = {
  slug: 'conversations',
  labels: { singular: 'Conversación', plural: 'Conversaciones' },
  // Private between two members: out of the admin.
  admin: {
    hidden: true,
    group: 'Mensajes',
    defaultColumns: ['participantOne', 'participantTwo', 'lastMessageAt'],
  },
  defaultSort: '-lastMessageAt',
  // The messages screen's calls: list, open-or-start, thread pages, send and mark read.
  endpoints: conversationEndpoints,
  access: {
    read: participantsOnly('participantOne', 'participantTwo'),
    create: nobody,
    // Only the system moves lastMessageAt, when a message is sent.
    update: nobody,
    delete: nobody,
  },
  fields: [
    {
      name: 'participantOne',
      label: 'Participante 1',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
    },
    {
      name: 'participantTwo',
      label: 'Participante 2',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
    },
    {
      name: 'lastMessageAt',
      label: 'Último mensaje',
      type: 'date',
      index: true,
      // Set by the messages hook only: a client could pin a conversation first in the other's list.
      access: { create: nobodyField, update: nobodyField },
    },
  ],
  indexes: [{ fields: ['participantOne', 'participantTwo'], unique: true }],
  hooks: {
    // The pair in id order, whoever creates it, so the unique index sees one pair.
    beforeValidate: [
      ({ data, operation }) => {
        if (operation !== 'create' || !data) return data
        const [participantOne, participantTwo] = [data.participantOne, data.participantTwo]
          .map((id) => Number(relationId(id)))
          .sort((a, b) => a - b)
        return { ...data, participantOne, participantTwo }
      },
    ],
  },
  timestamps: true,
}
