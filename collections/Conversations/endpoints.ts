import type { PayloadRequest } from 'payload'

import type { User } from '../../payload-types'
import { t } from '../../src/i18n'
import { isBlockedBetween } from '../../src/features/moderation/blocks'
import { openConversationSchema } from '../../src/features/messages/message-schema'
import { messageWrite } from '../../src/features/messages/message-writes'
import { defineEndpoint, json, refuse } from '../../src/lib/endpoint'
import {
  findOwnConversation,
  listConversations,
  markConversationRead,
} from '../../src/features/messages/conversations'
import { conversationsRead, threadRead } from '../../src/features/messages/message-reads'
import { sqlPool } from '../../src/lib/db'
import { sqlReadEndpoint, viewerOf } from '../../src/lib/sql-read'
import { sqlWriteEndpoint } from '../../src/lib/sql-write-endpoint'
import { PublicError } from '../../src/lib/public-error'

const errors = t.messages.errors

// Every messages endpoint is for signed-in members only.
const member = { auth: 'member', refusals: { signedOut: errors.signInRequired } } as const

const routeId = (params: { id?: string }) => Number(params.id)

/**
 * POST /api/conversations/open { userId }: the conversation with that member, started if there is
 * none. Refused between members who blocked each other.
 */
const open = defineEndpoint({
  ...member,
  path: '/open',
  method: 'post',
  input: openConversationSchema,
  invalid: errors.invalidUser,
  handler: async ({ req, user, input }) => {
    const other = input.userId
    if (other === user.id) return refuse(400, errors.self)
    const profile = await req.payload.find({
      collection: 'profiles',
      where: { user: { equals: other } },
      limit: 1,
      pagination: false,
      depth: 0,
      select: { user: true },
      overrideAccess: false,
      user,
    })
    if (!profile.docs.length) return refuse(404, errors.userNotFound)
    if (await isBlockedBetween(req.payload, user.id, other)) {
      throw new PublicError(t.blocks.refused, 403)
    }
    const [participantOne, participantTwo] = [user.id, other].sort((a, b) => a - b)
    const id = (await existingConversation(req, user, participantOne, participantTwo)) ?? 0
    let conversationId = id
    if (!conversationId) {
      try {
        const created = await req.payload.create({
          collection: 'conversations',
          data: { participantOne, participantTwo },
          depth: 0,
          overrideAccess: false,
          req,
        })
        conversationId = created.id
      } catch (error) {
        // Both members opened it at the same moment: the unique pair index kept one.
        const raced = await existingConversation(req, user, participantOne, participantTwo)
        if (!raced) throw error
        conversationId = raced
      }
    }
    const [conversation] = await listConversations(sqlPool(req.payload), viewerOf(user), {
      include: conversationId,
      only: conversationId,
    })
    return json({ conversation })
  },
})

async function existingConversation(req: PayloadRequest, user: User, one: number, two: number) {
  const { docs } = await req.payload.find({
    collection: 'conversations',
    where: { and: [{ participantOne: { equals: one } }, { participantTwo: { equals: two } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { participantOne: true },
    overrideAccess: false,
    user,
  })
  return docs[0]?.id ?? null
}

/** POST /api/conversations/:id/read: marks read what the other participant sent me. */
const read = defineEndpoint({
  ...member,
  path: '/:id/read',
  method: 'post',
  handler: async ({ req, user, params }) => {
    const conversation = await findOwnConversation(req.payload, user, routeId(params))
    if (!conversation) return refuse(404, errors.notFound)
    const marked = await markConversationRead(req.payload, user, conversation)
    return json({ marked })
  },
})

export const conversationEndpoints = [
  sqlReadEndpoint(conversationsRead),
  open,
  sqlReadEndpoint(threadRead),
  sqlWriteEndpoint(messageWrite),
  read,
]
