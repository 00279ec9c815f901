'use client'

import { apiRequest } from '@/lib/api-client'

// Payload REST calls of the block control, made with the member's session cookie.

/** The id of the signed-in member's block of `userId`, or null (blocks are private rows). */
export const findBlock = async (userId: number) =>
  (
    await apiRequest<{ docs?: { id: number }[] }>(
      'GET',
      `/api/blocks?where[blocked][equals]=${userId}&depth=0&limit=1&select[id]=true`,
    )
  ).docs?.[0]?.id ?? null

export const block = async (userId: number) =>
  (await apiRequest<{ doc: { id: number } }>('POST', '/api/blocks?depth=0', { blocked: userId }))
    .doc.id

export const unblock = (rowId: number) => apiRequest('DELETE', `/api/blocks/${rowId}`)

/** Whether either member blocked the other (GET /api/blocks/between/:id, collections/Blocks.ts). */
export const blockedBetween = async (userId: number) =>
  (await apiRequest<{ blocked?: boolean }>('GET', `/api/blocks/between/${userId}`)).blocked === true
