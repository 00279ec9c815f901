import type { PayloadRequest } from 'payload'

import type { User } from '../../../payload-types'
import { isBlockedBetween } from '@/features/moderation/blocks'
import { t } from '@/i18n'
import { sqlPool } from '@/lib/db'
import { defineEndpoint, json, refuse } from '@/lib/endpoint'
import { PublicError } from '@/lib/public-error'
import { viewerOf } from '@/lib/sql-read'
import { findOwnConversation, listConversations, markConversationRead } from './conversations'
import { openConversationSchema } from './message-schema'

// The messages screen's endpoints that Payload serves (collections/Conversations): open a
// conversation and mark it read. Who may write to whom is decided here (open) and in the message
// write (./message-writes.ts, ./sql.ts insertMessage), the only ways members create either row;
// the list, a thread and sending are answered before Next (src/server/fast-routes.ts).

const errors = t.messages.errors

// Every messages endpoint is for signed-in members only.
const member = { auth: 'member', refusals: { signedOut: errors.signInRequired } } as const

const routeId = (params: { id?: string }) => Number(params.id)

/**
 * POST /api/conversations/open { userId }: the conversation with that member, started if there is
 * none. Refused with oneself, with a member whose profile the caller cannot read, and between
 * members who blocked each other.
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
        // As the system: the checks above are the rule (the collection's create is closed).
        const created = await req.payload.create({
          collection: 'conversations',
          data: { participantOne, participantTwo },
          depth: 0,
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

export const conversationEndpoints = [open, read]
