import 'server-only'

import type { Payload } from 'payload'

import { findMediaByIds } from '@/features/profiles/media-url'

/** The card-size URL of each image, read with one query for the whole page (no N+1). */
export async function imageUrlsById(
  payload: Payload,
  ids: (number | null)[],
): Promise<Map<number, string>> {
  const docs = await findMediaByIds(payload, ids)
  const urls = new Map<number, string>()
  for (const doc of docs) {
    const url = doc.sizes?.card?.url || doc.url
    if (url) urls.set(doc.id, url)
  }
  return urls
}
