import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  PayloadRequest,
  Where,
} from 'payload'

type Target = {
  /** The field on the counted row that points at the parent row. */
  via: string
  /** The parent collection and its counter field. */
  parent: CollectionSlug
  counter: string
  /** Match the parent by this field instead of its id (profiles are found by their user). */
  parentKey?: string
  /** Extra filter on counted rows (hidden comments do not count). */
  where?: Where
}

const idOf = (value: unknown): number | string | null => {
  if (value && typeof value === 'object' && 'id' in value)
    return (value as { id: number | string }).id
  return (value as number | string | null) ?? null
}

async function recount(
  req: PayloadRequest,
  counted: CollectionSlug,
  target: Target,
  parentId: number | string,
) {
  const { totalDocs } = await req.payload.count({
    collection: counted,
    where: {
      and: [{ [target.via]: { equals: parentId } }, ...(target.where ? [target.where] : [])],
    },
    req,
    overrideAccess: true,
  })
  await req.payload.update({
    collection: target.parent,
    where: { [target.parentKey ?? 'id']: { equals: parentId } },
    data: { [target.counter]: totalDocs },
    req,
    overrideAccess: true,
    depth: 0,
    context: { countersOnly: true },
  })
}

/**
 * Counters shown on screen (followers, likes, comments) are recounted from their rows after every
 * change, in the same transaction, so they never drift the way +1/-1 updates can.
 */
export const keepCountTrue = (counted: CollectionSlug, targets: Target[]) => {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    for (const target of targets) {
      const ids = new Set([idOf(doc[target.via]), idOf(previousDoc?.[target.via])])
      for (const id of ids) if (id != null) await recount(req, counted, target, id)
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    for (const target of targets) {
      const id = idOf(doc[target.via])
      if (id != null) await recount(req, counted, target, id)
    }
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
