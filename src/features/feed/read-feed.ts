import type { Queryable } from '@/lib/db'
import type { Viewer } from '@/lib/sql-read'
import { t } from '../../i18n'
import type { BlogCommentView } from '../blog/blog-types'
import { faceOfRow, type PublicFace } from '@/features/profiles/public-face'
import { mediaFileUrl } from '@/features/profiles/media-url'
import { decodeCursor, encodeCursor } from './feed-cursor'
import {
  FEED_PAGE_SIZE,
  type FeedAuthor,
  type FeedPage,
  type FeedPost,
  type FeedTab,
} from './feed-types'
import { feedRows, postCommentRows } from './sql'

// Reads of the member feed, shared by its endpoints (src/features/feed/feed-endpoints.ts) and the
// /feed page: one statement per page (./sql.ts), shaped here into the answers' JSON.

export type FeedQuery = { tab: FeedTab; cursor: string | null; limit?: number }

export class FeedCursorError extends Error {}

/** One page of the feed for `viewer`, newest first. Throws FeedCursorError for a bad cursor. */
export async function readFeed(db: Queryable, viewer: Viewer, query: FeedQuery): Promise<FeedPage> {
  const limit = query.limit ?? FEED_PAGE_SIZE
  const cursor = query.cursor ? decodeCursor(query.cursor) : null
  if (query.cursor && !cursor) throw new FeedCursorError(t.feed.api.badCursor)
  // One more than asked tells whether there is a next page, without counting.
  const rows = await feedRows(db, viewer, { tab: query.tab, cursor, limit: limit + 1 })
  const page = rows.slice(0, limit)
  const posts = page.map((row): FeedPost => {
    return {
      id: row.id,
      content: row.content,
      musicTitle: row.music_title,
      spotifyUrl: row.spotify_url,
      youtubeUrl: row.youtube_url,
      imageUrl: mediaFileUrl(row.image_card ?? row.image_file) ?? row.image_url,
      likesCount: Number(row.likes_count ?? 0),
      commentsCount: Number(row.comments_count ?? 0),
      createdAt: row.created_at.toISOString(),
      author: feedAuthor(faceOfRow(row.user_id, row, t.feed.post.anonymous)),
      likeId: row.like_id,
    }
  })
  const last = posts.at(-1)
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null
  return { posts, nextCursor }
}

/** A post's visible comments, oldest first, leaving out members blocked either way. */
export async function readPostComments(
  db: Queryable,
  viewer: Viewer | null,
  postId: number,
): Promise<BlogCommentView[] | null> {
  const rows = await postCommentRows(db, viewer, postId)
  return (
    rows?.map((row) => ({
      id: row.id,
      content: row.content,
      createdAt: row.created_at.toISOString(),
      author: feedAuthor(faceOfRow(row.user_id, row, t.feed.comments.anonymous)),
    })) ?? null
  )
}

/** A face as the feed's answers carry it: name and photo, under the answer's field names. */
export const feedAuthor = ({ userId, name, avatarUrl }: PublicFace): FeedAuthor => ({
  userId,
  name,
  avatarUrl,
})
