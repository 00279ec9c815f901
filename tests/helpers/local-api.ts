import type { Payload } from 'payload'

/** Who reads, for the Local API: a user with access enforced (or none: a visitor). */
export type LocalAccess = Pick<Parameters<Payload['find']>[0], 'overrideAccess' | 'user'>

/**
 * A conversation's newest message and how many of its messages `recipient` has not read, as the
 * Local API reads them for `access`: what a conversation list must show.
 */
export const newestAndUnread = (
  payload: Payload,
  conversation: unknown,
  recipient: unknown,
  access: LocalAccess,
) =>
  Promise.all([
    payload.find({
      collection: 'messages',
      where: { conversation: { equals: conversation } },
      sort: ['-createdAt', '-id'],
      limit: 1,
      depth: 0,
      ...access,
    }),
    payload.count({
      collection: 'messages',
      where: {
        and: [
          { conversation: { equals: conversation } },
          { recipient: { equals: recipient } },
          { readAt: { exists: false } },
        ],
      },
      ...access,
    }),
  ])
