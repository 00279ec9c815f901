'use client'

import { apiRequest } from '@/lib/api-client'

// Payload REST calls of the follow and favourite controls, made with the visitor's session cookie.

type Docs = { docs?: { id: number }[]; totalDocs?: number }

const firstId = (reply: Docs) => reply.docs?.[0]?.id ?? null

/** SWR key of a user's follower count, shared by the count and the follow button. */
export const followersCountKey = (userId: number) =>
  `/api/follows/count?where[following][equals]=${userId}`

export const fetchFollowersCount = async (key: string) =>
  (await apiRequest<Docs>('GET', key)).totalDocs ?? 0

/** The id of the follow row from `follower` to `following`, or null when there is none. */
export const findFollow = async (follower: number, following: number) =>
  firstId(
    await apiRequest<Docs>(
      'GET',
      `/api/follows?where[follower][equals]=${follower}&where[following][equals]=${following}&depth=0&limit=1&select[id]=true`,
    ),
  )

/** Follows through the fast endpoint (src/features/follow/follow-writes.ts). */
export const follow = async (following: number) =>
  (await apiRequest<{ doc: { id: number } }>('POST', `/api/users/${following}/followers`, {})).doc
    .id

export const unfollow = (rowId: number) => apiRequest('DELETE', `/api/follows/${rowId}`)

/** The id of the signed-in member's favourite row for an artist, or null. */
export const findFavorite = async (artist: number) =>
  firstId(
    await apiRequest<Docs>(
      'GET',
      `/api/favorites?where[artist][equals]=${artist}&depth=0&limit=1&select[id]=true`,
    ),
  )

export const addFavorite = async (artist: number) =>
  (await apiRequest<{ doc: { id: number } }>('POST', '/api/favorites?depth=0', { artist })).doc.id

export const removeFavorite = (rowId: number) => apiRequest('DELETE', `/api/favorites/${rowId}`)
