import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import type { Notification } from '../../../payload-types'
import { publicNameOf } from '@/features/profiles/public-face'
import { t } from '@/i18n'
import { requestDrizzle } from '@/lib/db'
import { tryNoticeLock, upsertGroupedNotice } from './sql'

type NotificationInput = {
  recipient: number
  /** Who caused it; none for system notices such as application decisions. */
  sender?: number | null
  type: Notification['type']
  title: string
  message?: string
  /**
   * Notices that group (likes of one post): one unread notice per `key`, its text naming the
   * newest member and how many others, `message(others)` (others ≥ 1).
   */
  group?: { key: string; message: (others: number | string) => string }
}

/** Splits a grouped text around its count; never in a name (PostgreSQL text holds no NUL). */
const COUNT_MARK = '\u0000'

/**
 * Kinds a member can undo and redo at will (follow, like): the same notice from the same member
 * is given once per DEDUPE_WINDOW_MS, so unfollow/follow or unlike/like cycles make no new ones.
 * Comments and messages are new content each time and always notify.
 */
const ONCE_PER_WINDOW: ReadonlySet<Notification['type']> = new Set(['follow', 'like'])
export const DEDUPE_WINDOW_MS = 60 * 60 * 1000

/**
 * Creates an in-app notification as a system write in the caller's transaction. Never for one's
 * own actions, never between members who blocked each other, never while seeding, and a follow or
 * like only once per hour (ONCE_PER_WINDOW); a grouped notice (`group`) joins the unread one of
 * its group instead (./sql.ts upsertGroupedNotice). A failure is logged and never undoes the action that
 * caused it.
 */
export async function notify(req: PayloadRequest, input: NotificationInput): Promise<void> {
  const { recipient, sender } = input
  if (req.context?.seeding || (sender != null && sender === recipient)) return
  const hadTransaction = Boolean(req.transactionID)
  try {
    if (sender != null && (await blockedInTransaction(req, sender, recipient))) return
    if (sender != null && input.group) {
      const [before = '', after = ''] = input.group.message(COUNT_MARK).split(COUNT_MARK)
      await upsertGroupedNotice(await requestDrizzle(req), {
        recipient,
        sender,
        type: input.type,
        title: input.title,
        groupKey: input.group.key,
        single: input.message ?? '',
        pair: input.group.message(1),
        many: [before, after],
        windowMs: DEDUPE_WINDOW_MS,
      })
      return
    }
    if (sender != null && ONCE_PER_WINDOW.has(input.type) && (await repeated(req, input))) return
    await req.payload.create({
      collection: 'notifications',
      data: {
        recipient,
        sender: sender ?? undefined,
        type: input.type,
        title: input.title,
        message: input.message,
      },
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
 * in afterChange hooks inside the request's transaction, and waiting there for a second pool
 * connection can deadlock the pool under load.
 */
async function blockedInTransaction(req: PayloadRequest, a: number, b: number) {
  return existsInTransaction(req, 'blocks', {
    or: [
      { and: [{ blocker: { equals: a } }, { blocked: { equals: b } }] },
      { and: [{ blocker: { equals: b } }, { blocked: { equals: a } }] },
    ],
  })
}

/** Whether a row matches, read on the request's own connection (see above). */
async function existsInTransaction(req: PayloadRequest, collection: CollectionSlug, where: Where) {
  const { docs } = await req.payload.find({
    collection,
    where,
    limit: 1,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  return docs.length > 0
}

/**
 * Whether this notice (same recipient, sender, kind and text: the text names what it is about,
 * e.g. the article) was already given within the window, or is being given right now by a
 * concurrent request. Race-safe without waiting: a transaction-scoped advisory lock on the
 * notice's key is *tried* on the request's own connection (never a second pool connection, never
 * a wait that could pile up the pool, src/lib/side-pool.ts). Whoever holds it is creating this
 * very notice, so a failed try is a repeat; once that transaction ends the lock is free and its
 * notification visible to the SELECT.
 */
async function repeated(req: PayloadRequest, input: NotificationInput): Promise<boolean> {
  const text = input.message ?? ''
  const key = JSON.stringify([input.recipient, input.sender, input.type, input.title, text])
  if (!(await tryNoticeLock(await requestDrizzle(req), key))) return true
  return existsInTransaction(req, 'notifications', {
    and: [
      { recipient: { equals: input.recipient } },
      { sender: { equals: input.sender } },
      { type: { equals: input.type } },
      { title: { equals: input.title } },
      input.message == null ? { message: { exists: false } } : { message: { equals: text } },
      { createdAt: { greater_than: new Date(Date.now() - DEDUPE_WINDOW_MS).toISOString() } },
    ],
  })
}

/**
 * The name a member shows: their profile's display name, else their first and last name. Not a
 * viewer's loadFaces() (src/features/profiles/public-face.ts): the system writes it into a notice
 * once, with its own access.
 */
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
