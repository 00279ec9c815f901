import { sql } from '@payloadcms/db-postgres'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload'

import { relationId } from '../../fields/relationId'

type Target = {
  /** The field on the counted row that points at the parent row. */
  via: string
  /** The parent collection and its counter field. */
  parent: CollectionSlug
  counter: string
  /** Match the parent by this field instead of its id (profiles are found by their user). */
  parentKey?: string
  /** Count only rows that moderators have not hidden. */
  visibleOnly?: boolean
}

type Executor = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }
type Adapter = { drizzle: Executor; sessions: Record<string, { db: Executor } | undefined> }

const table = (slug: string) => slug.replace(/-/g, '_')
const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const relationColumn = (field: string) => `${column(field)}_id`

/** The connection of the request's transaction, so counts commit or roll back with the row. */
async function connection(req: PayloadRequest): Promise<Executor> {
  const adapter = req.payload.db as unknown as Adapter
  const session = req.transactionID ? adapter.sessions[String(await req.transactionID)] : undefined
  return session?.db ?? adapter.drizzle
}

/**
 * Counters shown on screen (followers, likes, comments) are recounted from their rows in the
 * transaction that changes a row. The parent row is locked first, so concurrent likes on one post
 * wait for each other and every recount sees the rows committed before it: counts never drift.
 * Raw SQL keeps this to two statements and writes no new versions of versioned parents.
 */
export const keepCountTrue = (counted: CollectionSlug, targets: Target[]) => {
  const parentMatch = (target: Target) =>
    target.parentKey ? relationColumn(target.parentKey) : 'id'

  const lock = async (req: PayloadRequest, target: Target, id: number) => {
    const db = await connection(req)
    await db.execute(
      sql`SELECT 1 FROM ${sql.raw(table(target.parent))} WHERE ${sql.raw(parentMatch(target))} = ${id} FOR UPDATE`,
    )
  }

  const recount = async (req: PayloadRequest, target: Target, id: number) => {
    const db = await connection(req)
    const visible = target.visibleOnly ? sql.raw(' AND hidden IS NOT TRUE') : sql.raw('')
    await db.execute(sql`
      UPDATE ${sql.raw(table(target.parent))}
      SET ${sql.raw(column(target.counter))} = (
        SELECT count(*) FROM ${sql.raw(table(counted))}
        WHERE ${sql.raw(relationColumn(target.via))} = ${id}${visible}
      )
      WHERE ${sql.raw(parentMatch(target))} = ${id}`)
  }

  const parentIds = (target: Target, ...docs: (Record<string, unknown> | undefined)[]) =>
    [
      ...new Set(
        docs.map((doc) => relationId(doc?.[target.via])).filter((id): id is number => id != null),
      ),
    ].sort((a, b) => a - b)

  const beforeChange: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
    for (const target of targets) {
      for (const id of parentIds(target, data, originalDoc)) await lock(req, target, id)
    }
    return data
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    for (const target of targets) {
      for (const id of parentIds(target, doc, previousDoc)) await recount(req, target, id)
    }
    return doc
  }
  const beforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
    const doc = await req.payload.findByID({
      collection: counted,
      id,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    for (const target of targets) {
      const row = (doc ?? undefined) as Record<string, unknown> | undefined
      for (const parentId of parentIds(target, row)) await lock(req, target, parentId)
    }
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    for (const target of targets) {
      for (const id of parentIds(target, doc)) await recount(req, target, id)
    }
    return doc
  }
  return {
    beforeChange: [beforeChange],
    afterChange: [afterChange],
    beforeDelete: [beforeDelete],
    afterDelete: [afterDelete],
  }
}
