import 'server-only'

import type { User } from '../../../payload-types'
import { t } from '@/i18n'
import { sqlPool } from '@/lib/db'
import { getPayloadClient } from '@/lib/payload'
import { preparedOn } from '@/lib/prepared-statements'
import { viewerOf } from '@/lib/sql-read'
import type { FeedAuthor, FeedPage } from './feed-types'
import { loadFaces } from '@/features/profiles/public-face'
import { feedAuthor, readFeed } from './read-feed'

/**
 * What the /feed page renders with: the member as the author of what they post next, and the
 * first page of "Todos" (null if it could not be read: the browser then asks again and shows
 * "Error al cargar los posts" if that fails too).
 */
export async function getFeedStart(
  user: User,
): Promise<{ me: FeedAuthor; firstPage: FeedPage | null }> {
  const payload = await getPayloadClient()
  const fallbackName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  const [faces, firstPage] = await Promise.all([
    loadFaces(payload, [user.id], { viewer: user }),
    readFeed(preparedOn(sqlPool(payload)), viewerOf(user), { tab: 'all', cursor: null }).catch(
      (error: unknown) => {
        payload.logger.error({ err: error, userId: user.id }, 'No se pudo leer el feed')
        return null
      },
    ),
  ])
  return { me: feedAuthor(faces.face(user.id, fallbackName || t.feed.post.anonymous)), firstPage }
}
