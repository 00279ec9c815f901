import type { PayloadRequest } from 'payload'

import type { Notification } from '../../../payload-types'
import { blockExistsBetween } from '@/features/moderation/sql'
import { t } from '@/i18n'
import { postgresOf, requestQueryable, type Queryable } from '@/lib/db'
import {
  insertNotice,
  insertNoticeOnce,
  memberName,
  upsertGroupedNotice,
  type NoticeCommit,
} from './sql'

export type NotificationInput = {
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
  if (req.context?.seeding) return
  const hadTransaction = Boolean(req.transactionID)
  const db = await requestQueryable(req)
  // In the request's transaction a failed statement would abort the whole transaction, and the
  // action with it: the notice gets a savepoint of its own.
  const savepoint = db !== postgresOf(req.payload).pool
  try {
    if (savepoint) await db.query('SAVEPOINT tarima_notice')
    await notifyOn(db, input, { commit: savepoint ? 'caller' : 'own' })
    if (savepoint) await db.query('RELEASE SAVEPOINT tarima_notice')
  } catch (error) {
    if (savepoint) await db.query('ROLLBACK TO SAVEPOINT tarima_notice').catch(() => undefined)
    req.payload.logger.error(
      { err: error, recipient: input.recipient, sender: input.sender, type: input.type },
      'No se pudo crear la notificación',
    )
    rethrowIfRolledBack(req, hadTransaction, error)
  }
}

/**
 * notify()'s rules on one connection: the request's transaction (asked there, never on a second
 * pool connection, which can deadlock the pool under load) or, for the production server's fast
 * writes (src/lib/sql-write.ts), the fast routes' pool. `commit` says which (./sql.ts
 * NoticeCommit): a notice in a transaction of its own commits without waiting for the disk.
 * Writes as the system (collections/Notifications.ts: create is nobody's but the system's; it has
 * no hooks).
 */
export async function notifyOn(
  db: Queryable,
  input: NotificationInput,
  { blocksChecked = false, commit }: { blocksChecked?: boolean; commit: NoticeCommit },
): Promise<void> {
  const { recipient, sender } = input
  if (sender != null && sender === recipient) return
  if (sender != null && !blocksChecked && (await blockExistsBetween(db, sender, recipient))) return
  if (sender != null && input.group) {
    const [before = '', after = ''] = input.group.message(COUNT_MARK).split(COUNT_MARK)
    await upsertGroupedNotice(
      db,
      {
        recipient,
        sender,
        type: input.type,
        title: input.title,
        groupKey: input.group.key,
        single: input.message ?? '',
        pair: input.group.message(1),
        many: [before, after],
        windowMs: DEDUPE_WINDOW_MS,
      },
      commit,
    )
    return
  }
  const notice = { ...input, sender: sender ?? null }
  if (sender == null || !ONCE_PER_WINDOW.has(input.type)) return insertNotice(db, notice, commit)
  const key = JSON.stringify([recipient, sender, input.type, input.title, input.message ?? ''])
  const since = new Date(Date.now() - DEDUPE_WINDOW_MS)
  await insertNoticeOnce(db, notice, { key, since }, commit)
}

type NoticeText = Omit<NotificationInput, 'recipient' | 'sender'>

/**
 * What a fast write's own statement already read for its notice (src/features/feed/sql.ts,
 * src/features/follow/sql.ts, src/features/messages/sql.ts), so the notice is one statement more
 * rather than three: whether either member blocked the other, and the sender's name
 * (memberNameSql) when the notice names them.
 */
export type ReadByWrite = { blocked: boolean; senderName?: string | null }

/**
 * notifyOn() after a fast write that already stands on its own (src/lib/sql-write.ts); a failure
 * is logged, never answered to the writer.
 */
export async function notifyAfterWrite(
  db: Queryable,
  input: { recipient: number; sender: number },
  read: ReadByWrite,
  notice: NoticeText | ((senderName: string) => NoticeText),
): Promise<void> {
  if (input.recipient === input.sender || read.blocked) return
  try {
    const name = async () =>
      read.senderName == null ? publicNameOn(db, input.sender) : read.senderName || t.notify.someone
    const text = typeof notice === 'function' ? notice(await name()) : notice
    await notifyOn(db, { ...input, ...text }, { blocksChecked: true, commit: 'own' })
  } catch (error) {
    console.error('[tarima] No se pudo crear la notificación:', error)
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
 * The name a member shows: their profile's display name, else their first and last name. Not a
 * viewer's loadFaces() (src/features/profiles/public-face.ts): the system writes it into a notice
 * once, with its own access.
 */
export async function publicName(req: PayloadRequest, userId: number): Promise<string> {
  return publicNameOn(await requestQueryable(req), userId)
}

/** publicName() on one connection. */
export async function publicNameOn(db: Queryable, userId: number): Promise<string> {
  return (await memberName(db, userId)) || t.notify.someone
}
