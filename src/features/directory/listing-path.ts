/** Artists and producers share one page; producers' ids carry a prefix so they never collide. */
export type ListingKind = 'artists' | 'producers'
export type ListingRef = { kind: ListingKind; id: number }

const PRODUCER_PREFIX = 'productor-'
const ID = /^[1-9]\d{0,9}$/

/**
 * The listing an /artists/{param} URL names, or null for anything else. Next hands the param
 * already decoded: decoding it again turned /artists/%25 into a lone "%" and a URIError (a 500).
 */
export function parseListingParam(value: string): ListingRef | null {
  if (ID.test(value)) return { kind: 'artists', id: Number(value) }
  if (value.startsWith(PRODUCER_PREFIX) && ID.test(value.slice(PRODUCER_PREFIX.length))) {
    return { kind: 'producers', id: Number(value.slice(PRODUCER_PREFIX.length)) }
  }
  return null
}

/** The page of a listing: /artists/{id} or /artists/productor-{id}. */
export const listingPath = ({ kind, id }: ListingRef) =>
  kind === 'artists' ? `/artists/${id}` : `/artists/${PRODUCER_PREFIX}${id}`

/** The cache tag of one listing's page, expired when it or its follower count changes. */
export const listingTag = ({ kind, id }: ListingRef) => `listing:${kind}:${id}`
