import type { Access, PayloadRequest, Where } from 'payload'

import { isStaffUser } from './hasRole'

/**
 * What anyone may read of opportunities: published ones (open or closed, whose page stays) that
 * moderators did not hide. Drafts are their poster's alone. src/features/opportunities/sql.ts
 * restates it in SQL.
 */
export const publicOpportunities = (): Where => ({
  and: [{ status: { in: ['open', 'closed'] } }, { hidden: { not_equals: true } }],
})

/**
 * Everyone the member blocked or was blocked by (a block works both ways). Read as the system:
 * a member may read only the blocks they made (collections/Blocks.ts), and these ids only leave
 * rows out, they are never shown.
 */
async function blockedEitherWay(req: PayloadRequest, userId: number): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'blocks',
    where: { or: [{ blocker: { equals: userId } }, { blocked: { equals: userId } }] },
    select: { blocker: true, blocked: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = docs.map((row) => {
    const { blocker, blocked } = row as { blocker: unknown; blocked: unknown }
    return Number(blocker) === userId ? Number(blocked) : Number(blocker)
  })
  return [...new Set(ids)]
}

/**
 * Opportunities: visitors and members read the public ones, except those of members a block
 * stands between; a poster also reads their own (drafts, hidden ones); editors and founders all.
 */
export const opportunityReaders: Access = async ({ req }) => {
  const { user } = req
  if (isStaffUser(user)) return true
  if (!user) return publicOpportunities()
  const blocked = await blockedEitherWay(req, Number(user.id))
  const visible: Where = blocked.length
    ? { and: [publicOpportunities(), { user: { not_in: blocked } }] }
    : publicOpportunities()
  return { or: [visible, { user: { equals: user.id } }] }
}
