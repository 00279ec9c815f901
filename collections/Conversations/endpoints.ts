import type { Endpoint, PayloadRequest } from 'payload'

import type { User } from '../../payload-types'
import { relationId } from '../../fields/relationId'
import { t } from '../../src/i18n'
import { isBlockedBetween } from '../../src/lib/blocks'
import { fieldErrors } from '../../src/lib/validation'
import {
  openConversationSchema,
  sendMessageSchema,
} from '../../src/features/messages/message-schema'
import type { ChatMessage } from '../../src/features/messages/message-types'
import { readBody, respond, respondError, respondThrown } from '../endpoints/respond'
import { findOwnConversation, listConversations, markConversationRead, threadPage } from './queries'
import { PublicError } from '../../src/lib/public-error'

const errors = t.messages.errors

type Handler = (req: PayloadRequest, user: User) => Promise<Response>

/** Every messages endpoint is for signed-in members only. */
const signedIn =
  (handler: Handler) =>
  async (req: PayloadRequest): Promise<Response> => {
    if (!req.user || req.user.collection !== 'users') {
      return respondError(req, 401, errors.signInRequired)
    }
    try {
      return await handler(req, req.user as User)
    } catch (error) {
      return respondThrown(req, error)
    }
  }

const routeId = (req: PayloadRequest) => Number(req.routeParams?.id)

/** GET /api/conversations/mine: my conversations with the other person, preview and unread count. */
const mine: Endpoint = {
  path: '/mine',
  method: 'get',
  handler: signedIn(async (req, user) => {
    const include = Number(new URL(req.url ?? '', 'http://x').searchParams.get('include')) || 0
    const docs = await listConversations(req.payload, user, { include })
    return respond(req, { docs }, 200, { 'Cache-Control': 'no-store' })
  }),
}

/**
 * POST /api/conversations/open { userId }: the conversation with that member, started if there is
 * none. Refused between members who blocked each other.
 */
const open: Endpoint = {
  path: '/open',
  method: 'post',
  handler: signedIn(async (req, user) => {
    const parsed = openConversationSchema.safeParse(await readBody(req))
    if (!parsed.success) return respondError(req, 400, errors.invalidUser)
    const other = parsed.data.userId
    if (other === user.id) return respondError(req, 400, errors.self)
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
    if (!profile.docs.length) return respondError(req, 404, errors.userNotFound)
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
    const [conversation] = await listConversations(req.payload, user, {
      include: conversationId,
      only: conversationId,
    })
    return respond(req, { conversation })
  }),
}

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

/** GET /api/conversations/:id/messages?before=<messageId>: a page of the thread. */
const thread: Endpoint = {
  path: '/:id/messages',
  method: 'get',
  handler: signedIn(async (req, user) => {
    const conversation = await findOwnConversation(req.payload, user, routeId(req))
    if (!conversation) return respondError(req, 404, errors.notFound)
    const before = Number(new URL(req.url ?? '', 'http://x').searchParams.get('before')) || 0
    const page = await threadPage(req.payload, user, conversation.id, before || undefined)
    return respond(req, page, 200, { 'Cache-Control': 'no-store' })
  }),
}

/** POST /api/conversations/:id/messages { content }: sends a message to the other participant. */
const send: Endpoint = {
  path: '/:id/messages',
  method: 'post',
  handler: signedIn(async (req, user) => {
    const parsed = sendMessageSchema.safeParse(await readBody(req))
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error)
      return respondError(req, 400, Object.values(fields)[0] ?? errors.invalidUser, {
        fieldErrors: fields,
      })
    }
    const conversation = await findOwnConversation(req.payload, user, routeId(req))
    if (!conversation) return respondError(req, 404, errors.notFound)
    const participants = [conversation.participantOne, conversation.participantTwo].map(relationId)
    const recipient = participants.find((id) => id !== user.id)
    if (recipient == null) return respondError(req, 404, errors.notFound)
    const doc = await req.payload.create({
      collection: 'messages',
      data: {
        conversation: conversation.id,
        sender: user.id,
        recipient,
        content: parsed.data.content,
      },
      depth: 0,
      overrideAccess: false,
      req,
    })
    const message: ChatMessage = {
      id: doc.id,
      conversationId: conversation.id,
      senderId: user.id,
      content: doc.content,
      createdAt: doc.createdAt,
      readAt: doc.readAt ?? null,
    }
    return respond(req, { message }, 201)
  }),
}

/** POST /api/conversations/:id/read: marks read what the other participant sent me. */
const read: Endpoint = {
  path: '/:id/read',
  method: 'post',
  handler: signedIn(async (req, user) => {
    const conversation = await findOwnConversation(req.payload, user, routeId(req))
    if (!conversation) return respondError(req, 404, errors.notFound)
    const marked = await markConversationRead(req.payload, user, conversation.id)
    return respond(req, { marked })
  }),
}

export const conversationEndpoints: Endpoint[] = [mine, open, thread, send, read]
