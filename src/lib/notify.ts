import type { PayloadRequest } from 'payload'

import type { Notification } from '../../payload-types'
import { publicNameOf } from '../features/profile/public-name'
import { t } from '../i18n'

type NotificationInput = {
  recipient: number
  /** Who caused it; none for system notices such as application decisions. */
  sender?: number | null
  type: Notification['type']
  title: string
  message?: string
}

/**
 * Creates an in-app notification as a system write in the caller's transaction. Never for one's
 * own actions, never between members who blocked each other, never while seeding. A failure is
 * logged and never undoes the action that caused it.
 */
export async function notify(req: PayloadRequest, input: NotificationInput): Promise<void> {
  const { recipient, sender } = input
  if (req.context?.seeding || (sender != null && sender === recipient)) return
  const hadTransaction = Boolean(req.transactionID)
  try {
    if (sender != null && (await blockedInTransaction(req, sender, recipient))) return
    await req.payload.create({
      collection: 'notifications',
      data: { ...input, sender: sender ?? undefined },
      overrideAccess: true,
      depth: 0,
      req,
    })
  } catch (error) {
    req.payload.logger.error(
      { err: error, recipient, sender, type: input.type },
      'No se pudo crear la notificación',
    )
    rethrowIfRolledBack(req, hadTransaction, error)
  }
}

/**
 * Payload rolls back the request's whole transaction when a Local API call made with `req` fails
 * (its killTransaction), e.g. when the database goes away mid-request. A failure caught by a
 * best-effort side effect has then undone the caller's own write as well: it must propagate, or
 * the request would answer 2xx for a write that was never stored (bench/resilience/faults.ts).
 */
export function rethrowIfRolledBack(req: PayloadRequest, hadTransaction: boolean, error: unknown) {
  if (hadTransaction && !req.transactionID) throw error
}

/**
 * Whether either member blocked the other, asked on the request's own connection: notify() runs
 * in afterChange hooks while the transaction holds row locks (the post whose count it updated),
 * and waiting there for a second pool connection can deadlock the pool under load.
 */
async function blockedInTransaction(req: PayloadRequest, a: number, b: number) {
  const { docs } = await req.payload.find({
    collection: 'blocks',
    where: {
      or: [
        { and: [{ blocker: { equals: a } }, { blocked: { equals: b } }] },
        { and: [{ blocker: { equals: b } }, { blocked: { equals: a } }] },
      ],
    },
    limit: 1,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  return docs.length > 0
}

/** The name a member shows: their profile's display name, else their first and last name. */
export async function publicName(req: PayloadRequest, userId: number): Promise<string> {
  const { docs } = await req.payload.find({
    collection: 'profiles',
    where: { user: { equals: userId } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { displayName: true },
    overrideAccess: true,
    req,
  })
  const displayName = publicNameOf({ displayName: docs[0]?.displayName })
  if (displayName) return displayName
  const user = await req.payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    select: { firstName: true, lastName: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return publicNameOf(user) || t.notify.someone
}
