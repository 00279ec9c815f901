import type { Payload } from 'payload'

import { sqlPool } from '@/lib/db'
import type { OpportunityCard } from './opportunity-types'
import { matchingRows, tasteOf } from './sql'

/**
 * The open opportunities published since `since` that match a member (by a role they play or a
 * genre they make, the country adding weight), best matches first, at most `limit`: the content
 * of the e-mail digest. Never the member's own, never those of members a block stands between,
 * never hidden, closed or past their deadline. An empty list when the member's profile and
 * listings say nothing to match on.
 */
export async function matchingOpenOpportunities(
  payload: Payload,
  member: { id: number },
  since: Date,
  limit = 10,
): Promise<OpportunityCard[]> {
  const db = sqlPool(payload)
  const taste = await tasteOf(db, member.id)
  if (taste.roles.length === 0 && taste.genres.length === 0) return []
  return matchingRows(db, { member: member.id, taste, since, limit })
}
