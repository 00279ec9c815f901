import type { Queryable } from '@/lib/db'
import { sqlLimit } from '@/lib/prepared-statements'
import type { Viewer } from '@/lib/sql-read'
import type { ReadByWrite } from '@/features/notifications/notify'
import { memberNameSql } from '@/features/notifications/sql'
import { FACE_SQL, type FaceRow } from '@/features/profiles/public-face'
import type { FeedCursor } from './feed-cursor'
import { POST_COMMENTS_LIMIT, type FeedTab } from './feed-types'
import type { NewPost } from './post-schema'

// The raw SQL of the feed: a page of posts and a post's comments, each one statement with its
// authors' faces and photos, whatever the page's size. Each restates in its WHERE the access rules
// the Local API would apply (tests/int/member-reads.test.ts compares them).

/**
 * Members blocked either way (the blocks table, both columns) as a condition: an
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
  const limit = sqlLimit(options.limit)
  // Each page's own text, with or without the cursor and with its LIMIT written in, so that the
  // prepared statement's generic plan (src/lib/prepared-statements.ts) is the right one for it.
  const after = options.cursor ? 'AND (p.created_at, p.id) < ($3::timestamptz, $4::int)' : ''
  const visible = `p.hidden IS NOT TRUE AND ${notBlocked('p.user_id', '$1')} ${after}`
  // "Todos" walks the feed's order index (posts_feed_order_idx). "Siguiendo" takes each followed
  // member's newest posts from (user_id, created_at) and merges them: walking the whole feed for
  // the few members one follows would read tens of thousands of rows at a million posts.
  const page =
    options.tab === 'all'
      ? `SELECT p.* FROM posts p WHERE ${visible}
         ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}`
      : `SELECT p.* FROM follows f
         CROSS JOIN LATERAL (
           SELECT p.* FROM posts p WHERE p.user_id = f.following_id AND ${visible}
           ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}
         ) p
         WHERE f.follower_id = $1
         ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}`
  const { rows } = await db.query<FeedRow>(
    `SELECT p.id, p.user_id, p.content, p.music_title, p.spotify_url, p.youtube_url, p.image_url,
            img.filename AS image_file, img.sizes_card_filename AS image_card,
            p.likes_count, p.comments_count, p.created_at, own.id AS like_id, ${FACE_SQL.columns}
     FROM (${page}) p
     LEFT JOIN media img ON img.id = p.image_id
     LEFT JOIN post_likes own ON own.post_id = p.id AND own.user_id = $1
     ${FACE_SQL.join('p.user_id', '$1', '$2')}
     ORDER BY p.created_at DESC, p.id DESC`,
    options.cursor
      ? [viewer.id, viewer.staff, options.cursor.createdAt, options.cursor.id]
      : [viewer.id, viewer.staff],
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

// The feed's member writes (./feed-writes.ts, the only way members create posts, likes and
// comments): each one statement whose WHERE is the rule (a readable post, no block), so a refused
// write changes nothing and a concurrent one cannot slip between a check and the insert.

/** The post as a like or a comment sees it: readable per access/visibleOrStaff.ts. */
const READABLE_POST = `SELECT id, user_id FROM posts WHERE id = $2 AND ($3::boolean OR hidden IS NOT TRUE)`

/** Whether either of two members blocked the other (src/features/moderation/sql.ts). */
const BLOCKED_BETWEEN = (a: string, b: string) =>
  `EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = ${a} AND blocked_id = ${b})
                                  OR (blocker_id = ${b} AND blocked_id = ${a}))`

/**
 * Likes a post the viewer may read, once: a
 * repeat keeps the like there is. Null when there is no such post for the viewer. With what the
 * author's notice needs (src/features/notifications/notify.ts ReadByWrite).
 */
export async function insertPostLike(
  db: Queryable,
  viewer: Viewer,
  postId: number,
): Promise<({ id: number; created: boolean; author: number } & ReadByWrite) | null> {
  const { rows } = await db.query<{
    author: number
    created_id: number | null
    id: number | null
    blocked: boolean
    sender_name: string | null
  }>(
    `WITH target AS (${READABLE_POST}),
     saved AS (
       INSERT INTO post_likes (user_id, post_id) SELECT $1, id FROM target
       ON CONFLICT (user_id, post_id) DO NOTHING RETURNING id
     )
     SELECT t.user_id AS author, s.id AS created_id,
            coalesce(s.id, (SELECT l.id FROM post_likes l WHERE l.user_id = $1 AND l.post_id = $2)) AS id,
            ${BLOCKED_BETWEEN('$1', 't.user_id')} AS blocked, ${memberNameSql('$1')} AS sender_name
     FROM target t LEFT JOIN saved s ON true`,
    [viewer.id, postId, viewer.staff],
  )
  const row = rows[0]
  if (!row) return null
  // A like saved by a concurrent request of the same member after this statement began.
  const id = row.id ?? (await existingLike(db, viewer.id, postId))
  return {
    id,
    created: row.created_id != null,
    author: row.author,
    blocked: row.blocked,
    senderName: row.sender_name,
  }
}

async function existingLike(db: Queryable, userId: number, postId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM post_likes WHERE user_id = $1 AND post_id = $2',
    [userId, postId],
  )
  return rows[0]?.id ?? 0
}

export type SavedComment = { id: number; content: string; created_at: Date }

/**
 * Comments on a post the viewer may read, unless either member blocked the other. Null when there
 * is no such post; `comment` null when a block refused it.
 */
export async function insertPostComment(
  db: Queryable,
  viewer: Viewer,
  postId: number,
  content: string,
): Promise<{ author: number; comment: SavedComment | null; senderName: string | null } | null> {
  const { rows } = await db.query<
    { author: number; id: number | null; sender_name: string | null } & SavedComment
  >(
    `WITH target AS (${READABLE_POST}),
     allowed AS (SELECT t.* FROM target t WHERE NOT ${BLOCKED_BETWEEN('$1', 't.user_id')}),
     saved AS (
       INSERT INTO post_comments (post_id, user_id, content) SELECT id, $1, $4 FROM allowed
       RETURNING id, content, created_at
     )
     SELECT t.user_id AS author, s.id, s.content, s.created_at,
            ${memberNameSql('$1')} AS sender_name
     FROM target t LEFT JOIN saved s ON true`,
    [viewer.id, postId, viewer.staff, content],
  )
  const row = rows[0]
  if (!row) return null
  const { id, content: text, created_at } = row
  return {
    author: row.author,
    comment: id == null ? null : { id, content: text, created_at },
    senderName: row.sender_name,
  }
}

/**
 * Publishes a post as the viewer. An image must be one they uploaded, any for staff
 * (collections/fields/ownImage.ts); null when it is not.
 */
export async function insertPost(
  db: Queryable,
  viewer: Viewer,
  post: NewPost,
): Promise<{ id: number; created_at: Date } | null> {
  const { rows } = await db.query<{ id: number; created_at: Date }>(
    `INSERT INTO posts (user_id, content, music_title, spotify_url, youtube_url, image_url, image_id)
     SELECT $1, $2, $3, $4, $5, $6, $7
     WHERE $7::int IS NULL
        OR EXISTS (SELECT 1 FROM media m WHERE m.id = $7 AND ($8::boolean OR m.uploaded_by_id = $1))
     RETURNING id, created_at`,
    [
      viewer.id,
      post.content,
      post.musicTitle,
      post.spotifyUrl,
      post.youtubeUrl,
      post.imageUrl,
      post.image,
      viewer.staff,
    ],
  )
  return rows[0] ?? null
}
