import { Forbidden, type CollectionConfig } from 'payload'

import { isSignedIn } from '../../access/isSignedIn'
import { nobody, nobodyField } from '../../access/nobody'
import { participantsOnly } from '../../access/participantsOnly'
import { relationId } from '../../src/lib/relation-id'
import { refuseBlocked } from '../hooks/refuseBlocked'
import { conversationEndpoints } from './endpoints'

/** One conversation per pair of users, stored in id order so the pair is unique. */
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
    create: isSignedIn,
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
    beforeChange: [
      refuseBlocked(async (data, req) => {
        const ids = [relationId(data.participantOne), relationId(data.participantTwo)]
        return ids.find((id) => id !== Number(req.user?.id)) ?? null
      }),
    ],
    beforeValidate: [
      ({ data, operation, req }) => {
        if (operation !== 'create' || !data) return data
        const ids = [relationId(data.participantOne), relationId(data.participantTwo)]
          .map(Number)
          .sort((a, b) => a - b)
        if (ids[0] === ids[1]) throw new Forbidden(req.t)
        // Members start conversations they take part in; the system (no user) may start any.
        if (req.user && !ids.includes(Number(req.user.id))) throw new Forbidden(req.t)
        return { ...data, participantOne: ids[0], participantTwo: ids[1] }
      },
    ],
  },
  timestamps: true,
}
