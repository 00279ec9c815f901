import type { Payload, Where } from 'payload'

import type { Post, PostComment, User } from '../../../payload-types'
import { relationId } from '@/lib/relation-id'
import { t } from '../../i18n'
import { blockedUserIds } from '@/features/moderation/blocks'
import type { BlogCommentView } from '../blog/blog-types'
import { loadFaces, type Faces, type PublicFace } from '@/features/profiles/public-face'
import { decodeCursor, encodeCursor } from './feed-cursor'
import {
  FEED_PAGE_SIZE,
  POST_COMMENTS_LIMIT,
  type FeedAuthor,
  type FeedPage,
  type FeedPost,
  type FeedTab,
} from './feed-types'

// Reads of the member feed, shared by the REST endpoint (collections/Posts.ts) and the /feed page.
// Every read is made as the viewer (overrideAccess: false) with depth 0 and a select, and a page
// costs the same handful of queries whatever its size: blocks, follows, posts, then profiles,
// likes and images each in one query for the whole page (no query per post).

export type FeedQuery = { tab: FeedTab; cursor: string | null; limit?: number }

export class FeedCursorError extends Error {}

const POST_SELECT = {
  user: true,
  content: true,
  musicTitle: true,
  spotifyUrl: true,
  youtubeUrl: true,
  imageUrl: true,
  image: true,
  likesCount: true,
  commentsCount: true,
  createdAt: true,
} as const

const asViewer = (user: User) => ({ overrideAccess: false, user }) as const

/** One page of the feed for `user`, newest first. Throws FeedCursorError for a bad cursor. */
export async function readFeed(payload: Payload, user: User, query: FeedQuery): Promise<FeedPage> {
  const limit = query.limit ?? FEED_PAGE_SIZE
  const cursor = query.cursor ? decodeCursor(query.cursor) : null
  if (query.cursor && !cursor) throw new FeedCursorError(t.feed.api.badCursor)

  const [blocked, followed] = await Promise.all([
    blockedUserIds(payload, user.id),
    query.tab === 'following' ? followedUserIds(payload, user) : Promise.resolve(null),
  ])
  if (followed && followed.length === 0) return { posts: [], nextCursor: null }

  const conditions: Where[] = [{ hidden: { not_equals: true } }]
  if (blocked.length) conditions.push({ user: { not_in: blocked } })
  if (followed) conditions.push({ user: { in: followed } })
  if (cursor) {
    conditions.push({
      or: [
        { createdAt: { less_than: cursor.createdAt } },
        { and: [{ createdAt: { equals: cursor.createdAt } }, { id: { less_than: cursor.id } }] },
      ],
    })
  }
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: conditions },
    sort: ['-createdAt', '-id'],
    // One more than asked tells whether there is a next page, without counting.
    limit: limit + 1,
    pagination: false,
    depth: 0,
    select: POST_SELECT,
    ...asViewer(user),
  })
  const rows = (docs as Post[]).slice(0, limit)
  const last = rows.at(-1)
  const nextCursor =
    docs.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null

  const postIds = rows.map((post) => post.id)
  const authorIds = rows.map((post) => relationId(post.user)).filter((id) => id != null)
  const [authors, likes] = await Promise.all([
    loadFaces(payload, authorIds, {
      viewer: user,
      images: rows.map((post) => relationId(post.image)),
    }),
    ownLikes(payload, user, postIds),
  ])
  const posts = rows.map((post): FeedPost => {
    const authorId = relationId(post.user) ?? 0
    const image = relationId(post.image)
    return {
      id: post.id,
      content: post.content,
      musicTitle: post.musicTitle ?? null,
      spotifyUrl: post.spotifyUrl ?? null,
      youtubeUrl: post.youtubeUrl ?? null,
      imageUrl: authors.imageUrl(image, 'card') ?? post.imageUrl ?? null,
      likesCount: Number(post.likesCount ?? 0),
      commentsCount: Number(post.commentsCount ?? 0),
      createdAt: post.createdAt,
      author: feedAuthor(authors.face(authorId, t.feed.post.anonymous)),
      likeId: likes.get(post.id) ?? null,
    }
  })
  return { posts, nextCursor }
}

/** A post's visible comments, oldest first, leaving out members blocked either way. */
export async function readPostComments(
  payload: Payload,
  user: User | null,
  postId: number,
): Promise<BlogCommentView[] | null> {
  const access = { overrideAccess: false, user } as const
  const [post, blocked] = await Promise.all([
    payload.findByID({
      collection: 'posts',
      id: postId,
      depth: 0,
      select: { hidden: true },
      disableErrors: true,
      ...access,
    }),
    user ? blockedUserIds(payload, user.id) : Promise.resolve([]),
  ])
  // Staff may read hidden posts in the admin; the feed never shows them.
  if (!post || post.hidden) return null
  const conditions: Where[] = [{ post: { equals: postId } }, { hidden: { not_equals: true } }]
  if (blocked.length) conditions.push({ user: { not_in: blocked } })
  const { docs } = await payload.find({
    collection: 'post-comments',
    where: { and: conditions },
    sort: ['createdAt', 'id'],
    limit: POST_COMMENTS_LIMIT,
    pagination: false,
    depth: 0,
    select: { user: true, content: true, createdAt: true },
    ...access,
  })
  const comments = docs as PostComment[]
  const authors = await loadFaces(
    payload,
    comments.map((comment) => relationId(comment.user)).filter((id) => id != null),
    { viewer: user },
  )
  return comments.map((comment) => toCommentView(comment, authors))
}

export function toCommentView(
  comment: Pick<PostComment, 'id' | 'content' | 'createdAt' | 'user'>,
  authors: Faces,
): BlogCommentView {
  const userId = relationId(comment.user)
  return {
    id: comment.id,
    content: comment.content,
    createdAt: comment.createdAt,
    author:
      userId != null
        ? feedAuthor(authors.face(userId, t.feed.comments.anonymous))
        : {
            userId: null,
            name: t.feed.comments.anonymous,
            avatarUrl: null,
          },
  }
}

async function followedUserIds(payload: Payload, user: User): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'follows',
    where: { follower: { equals: user.id } },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { following: true },
    ...asViewer(user),
  })
  return docs.map((row) => relationId(row.following)).filter((id) => id != null)
}

/** The viewer's like rows on these posts, by post id. */
async function ownLikes(payload: Payload, user: User, postIds: number[]) {
  const likes = new Map<number, number>()
  if (!postIds.length) return likes
  const { docs } = await payload.find({
    collection: 'post-likes',
    where: { and: [{ user: { equals: user.id } }, { post: { in: postIds } }] },
    limit: postIds.length,
    pagination: false,
    depth: 0,
    select: { post: true },
    ...asViewer(user),
  })
  for (const row of docs) {
    const post = relationId(row.post)
    if (post != null) likes.set(post, row.id)
  }
  return likes
}

/** A face as the feed's answers carry it: name and photo, under the answer's field names. */
export const feedAuthor = ({ userId, name, avatarUrl }: PublicFace): FeedAuthor => ({
  userId,
  name,
  avatarUrl,
})
