import type { Payload } from 'payload'

import { sidePoolOf } from '@/lib/side-pool'
import { blockExistsBetween } from './sql'

/**
 * Whether either member blocked the other. A block works both ways: no messages, follows,
 * comments or notifications between the two, and their posts are hidden from each other.
 */
export async function isBlockedBetween(payload: Payload, a: number, b: number): Promise<boolean> {
  if (a === b) return false
  return blockExistsBetween(sidePoolOf(payload), a, b)
}
