import type { Payload } from 'payload'

// The opportunity digest's view of the opportunities concept: what one digest lists, and the
// function that finds them (wired in src/features/email-alerts/sending.ts).

/** One opportunity as a digest lists it. */
export type DigestOpportunity = {
  title: string
  /** One line under the title: kind, place, pay. */
  summary: string
  /** Its page, absolute. */
  url: string
}

/**
 * The open opportunities published since `since` that match the member (roles, genres, country),
 * best first, those the member may see only (blocks, hidden ones).
 */
export type FindMatches = (
  payload: Payload,
  memberId: number,
  since: Date,
) => Promise<DigestOpportunity[]>

/** Most opportunities one digest lists; the button leads to the rest. */
export const DIGEST_MAX = 10
