import type { Queryable } from '@/lib/db'
import type { Viewer } from '@/lib/sql-read'
import { FACE_SQL, type FaceRow } from '@/features/profiles/public-face'
import type { FeedCursor } from './feed-cursor'
import { POST_COMMENTS_LIMIT, type FeedTab } from './feed-types'

// The raw SQL of the feed: a page of posts and a post's comments, each one statement with its
// authors' faces and photos, whatever the page's size. Each restates in its WHERE the access rules
// the Local API would apply (tests/int/member-reads.test.ts compares them).

/**
 * Members blocked either way (src/features/moderation/sql.ts blockedEitherWay) as a condition: an
 * uncorrelated subquery, so PostgreSQL reads the viewer's blocks once per statement and hashes them.
 */
const notBlocked = (userColumn: string, viewerParam: string) =>
  `${userColumn} NOT IN (SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = ${viewerParam}
                         UNION ALL
                         SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = ${viewerParam})`

export type FeedRow = FaceRow & {
  id: number
  user_id: number
  content: string
  music_title: string | null
  spotify_url: string | null
  youtube_url: string | null
  image_url: string | null
  image_file: string | null
  image_card: string | null
  likes_count: string | null
  comments_count: string | null
  created_at: Date
  like_id: number | null
}

/**
 * Up to `limit` posts of the feed after `cursor`, newest first, with the author's face, the image
 * and the viewer's own like.
 *
 * Restates access/visibleOrStaff.ts, the read rule of collections/Posts.ts, more strictly: the feed
 * never shows hidden posts, not even to staff. Members blocked either way are left out. The
 * "following" tab keeps the authors the viewer follows (collections/Follows: public rows). The
 * viewer's like restates collections/PostLikes.ts (public rows) on the viewer's own.
 */
export async function feedRows(
  db: Queryable,
  viewer: Viewer,
  options: { tab: FeedTab; cursor: FeedCursor | null; limit: number },
): Promise<FeedRow[]> {
  const visible = `p.hidden IS NOT TRUE AND ${notBlocked('p.user_id', '$1')}
    AND ($2::timestamptz IS NULL OR (p.created_at, p.id) < ($2::timestamptz, $3::int))`
  // "Todos" walks the feed's order index (posts_feed_order_idx). "Siguiendo" takes each followed
  // member's newest posts from (user_id, created_at) and merges them: walking the whole feed for
  // the few members one follows would read tens of thousands of rows at a million posts.
  const page =
    options.tab === 'all'
      ? `SELECT p.* FROM posts p WHERE ${visible}
         ORDER BY p.created_at DESC, p.id DESC LIMIT $4`
      : `SELECT p.* FROM follows f
         CROSS JOIN LATERAL (
           SELECT p.* FROM posts p WHERE p.user_id = f.following_id AND ${visible}
           ORDER BY p.created_at DESC, p.id DESC LIMIT $4
         ) p
         WHERE f.follower_id = $1
         ORDER BY p.created_at DESC, p.id DESC LIMIT $4`
  const { rows } = await db.query<FeedRow>(
    `SELECT p.id, p.user_id, p.content, p.music_title, p.spotify_url, p.youtube_url, p.image_url,
            img.filename AS image_file, img.sizes_card_filename AS image_card,
            p.likes_count, p.comments_count, p.created_at, own.id AS like_id, ${FACE_SQL.columns}
     FROM (${page}) p
     LEFT JOIN media img ON img.id = p.image_id
     LEFT JOIN post_likes own ON own.post_id = p.id AND own.user_id = $1
     ${FACE_SQL.join('p.user_id', '$1', '$5')}
     ORDER BY p.created_at DESC, p.id DESC`,
    [
      viewer.id,
      options.cursor?.createdAt ?? null,
      options.cursor?.id ?? 0,
      options.limit,
      viewer.staff,
    ],
  )
  return rows
}

export type CommentRow = FaceRow & {
  id: number
  user_id: number
  content: string
  created_at: Date
}

/**
 * A post's visible comments, oldest first, with their authors' faces; null when the post is not
 * one the feed shows.
 *
 * Restates access/visibleOrStaff.ts, the read rule of collections/Posts.ts and of the comments
 * (collections/commentCollection.ts), more strictly as the feed does: a hidden post or comment
 * is never shown, not even to staff. A signed-in viewer does not see members blocked either way.
 */
export async function postCommentRows(
  db: Queryable,
  viewer: Viewer | null,
  postId: number,
): Promise<CommentRow[] | null> {
  const { rows } = await db.query<CommentRow & { post_found: boolean }>(
    `SELECT true AS post_found, c.*
     FROM posts p
     LEFT JOIN LATERAL (
       SELECT c.id, c.user_id, c.content, c.created_at, ${FACE_SQL.columns}
       FROM (
         SELECT c.* FROM post_comments c
         WHERE c.post_id = p.id AND c.hidden IS NOT TRUE
           AND ($2::int IS NULL OR ${notBlocked('c.user_id', '$2')})
         ORDER BY c.created_at, c.id
         LIMIT ${POST_COMMENTS_LIMIT}
       ) c
       ${FACE_SQL.join('c.user_id', '$2', '$3')}
       ORDER BY c.created_at, c.id
     ) c ON true
     WHERE p.id = $1 AND p.hidden IS NOT TRUE`,
    [postId, viewer?.id ?? null, viewer?.staff ?? false],
  )
  if (!rows.length) return null
  return rows.filter((row) => row.id != null)
}
