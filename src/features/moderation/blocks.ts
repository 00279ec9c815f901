import type { Payload } from 'payload'

import { sidePoolOf } from '@/lib/side-pool'
import { blockExistsBetween, blockedEitherWay } from './sql'

/**
 * Whether either member blocked the other. A block works both ways: no messages, follows,
 * comments or notifications between the two, and their posts are hidden from each other.
 */
export async function isBlockedBetween(payload: Payload, a: number, b: number): Promise<boolean> {
  if (a === b) return false
  return blockExistsBetween(sidePoolOf(payload), a, b)
}

/** Everyone `userId` blocked or was blocked by: whose content to leave out of their feed. */
export async function blockedUserIds(payload: Payload, userId: number): Promise<number[]> {
  return blockedEitherWay(sidePoolOf(payload), userId)
}
