import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Where } from 'payload'

import type { BlogComment, BlogPost, Media } from '../../../payload-types'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { relationId } from '@/lib/relation-id'
import { MEDIA_POPULATE, mediaUrl } from '@/features/profiles/media-url'
import { loadFaces, type Faces, type PublicFace } from '@/features/profiles/public-face'
import { BLOG_TAG, blogPostTag } from './blog-tags'
import type {
  BlogAuthor,
  BlogCard,
  BlogCommentView,
  BlogImage,
  BlogLanding,
  BlogPostView,
} from './blog-types'

// Every read here is made as an anonymous visitor (overrideAccess: false, no user), so drafts,
// hidden comments and private fields never reach a cached page.

export const LANDING_POSTS = 12
export const COMMENTS_LIMIT = 200
export const RSS_ITEMS = 20
/** The safety net of every cached blog read; the tags expire them as soon as something changes. */
export const BLOG_REVALIDATE = 3600

const asVisitor = { overrideAccess: false, user: null } as const
const published: Where = { _status: { equals: 'published' } }

const CARD_SELECT = {
  slug: true,
  title: true,
  excerpt: true,
  category: true,
  publishedAt: true,
  featuredImage: true,
  exclusive: true,
} as const

const POST_SELECT = {
  ...CARD_SELECT,
  content: true,
  tags: true,
  author: true,
  updatedAt: true,
  viewsCount: true,
  likesCount: true,
  commentsCount: true,
} as const

function toImage(media: number | Media | null | undefined): BlogImage | null {
  const url = mediaUrl(media, 'hero')
  if (!url || !media || typeof media !== 'object') return null
  const size = media.sizes?.hero?.url ? media.sizes.hero : media
  return { url, alt: media.alt ?? '', width: size.width ?? null, height: size.height ?? null }
}

function toCard(doc: Partial<BlogPost> & Pick<BlogPost, 'id'>): BlogCard {
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title ?? '',
    excerpt: doc.excerpt ?? null,
    category: doc.category ?? null,
    publishedAt: doc.publishedAt ?? null,
    image: toImage(doc.featuredImage),
    exclusive: Boolean(doc.exclusive),
  }
}

/** The public faces (name and photo) of some users, as a visitor sees them. */
async function findAuthors(userIds: number[]): Promise<Faces> {
  return loadFaces(await getPayloadClient(), userIds, { viewer: asVisitor.user })
}

/** A face as blog pages show it: name and photo. */
const toAuthor = ({ name, avatarUrl }: PublicFace): BlogAuthor => ({ name, avatarUrl })

async function findCards(where: Where, limit: number): Promise<BlogCard[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: { and: [published, where] },
    sort: '-publishedAt',
    limit,
    pagination: false,
    depth: 1,
    select: CARD_SELECT,
    populate: MEDIA_POPULATE,
    ...asVisitor,
  })
  return (docs as BlogPost[]).map(toCard)
}

async function readLanding(): Promise<BlogLanding> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { featuredArticle: true, blogVideoUrl: true },
    ...asVisitor,
  })
  const featuredId = relationId(settings.featuredArticle)
  const [chosen, posts] = await Promise.all([
    featuredId != null
      ? findCards({ id: { equals: featuredId }, exclusive: { equals: true } }, 1)
      : Promise.resolve([]),
    findCards({ exclusive: { not_equals: true } }, LANDING_POSTS),
  ])
  // The editors' choice, else the newest published exclusive (an unpublished choice is skipped).
  const featured = chosen[0] ?? (await findCards({ exclusive: { equals: true } }, 1))[0] ?? null
  return { featured, videoUrl: settings.blogVideoUrl ?? null, posts }
}

/** The /blog landing: the featured News+ exclusive, the video and the latest articles. */
export const getBlogLanding = cache(
  unstable_cache(readLanding, ['blog-landing'], {
    tags: [BLOG_TAG, 'site-settings'],
    revalidate: BLOG_REVALIDATE,
  }),
)

async function readPost(slug: string): Promise<BlogPostView | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: { and: [published, { slug: { equals: slug } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    select: POST_SELECT,
    // The author is only an id here: the public name and photo come from the profile.
    populate: { ...MEDIA_POPULATE, users: { updatedAt: true } },
    ...asVisitor,
  })
  const doc = docs[0] as BlogPost | undefined
  if (!doc) return null
  const authorId = relationId(doc.author)
  const authors = await findAuthors(authorId != null ? [authorId] : [])
  return {
    ...toCard(doc),
    content: doc.content ?? null,
    tags: (doc.tags ?? []).filter(Boolean),
    author: authorId != null ? toAuthor(authors.face(authorId, t.blog.post.authorFallback)) : null,
    updatedAt: doc.updatedAt,
    viewsCount: Number(doc.viewsCount ?? 0),
    likesCount: Number(doc.likesCount ?? 0),
    commentsCount: Number(doc.commentsCount ?? 0),
  }
}

/** A published article by slug (blog or News+), or null. Cached per slug. */
export const getBlogPost = cache((slug: string) =>
  unstable_cache(() => readPost(slug), ['blog-post', slug], {
    tags: [BLOG_TAG, blogPostTag(slug)],
    revalidate: BLOG_REVALIDATE,
  })(),
)

async function readComments(postId: number): Promise<BlogCommentView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'blog-comments',
    where: { post: { equals: postId } },
    sort: 'createdAt',
    limit: COMMENTS_LIMIT,
    pagination: false,
    depth: 0,
    select: { content: true, user: true, createdAt: true },
    ...asVisitor,
  })
  const comments = docs as BlogComment[]
  const userIds = [...new Set(comments.map((c) => relationId(c.user)).filter((id) => id != null))]
  const authors = await findAuthors(userIds)
  return comments.map((comment) => toCommentView(comment, authors))
}

function toCommentView(
  comment: Pick<BlogComment, 'id' | 'content' | 'createdAt' | 'user'>,
  authors: Faces,
): BlogCommentView {
  const userId = relationId(comment.user)
  const fallback = t.blog.comments.anonymous
  return {
    id: comment.id,
    content: comment.content,
    createdAt: comment.createdAt,
    author: {
      userId,
      ...(userId != null
        ? toAuthor(authors.face(userId, fallback))
        : { name: fallback, avatarUrl: null }),
    },
  }
}

/** An article's visible comments, oldest first, with their authors' public names and photos. */
export const getBlogComments = cache((post: { id: number; slug: string }) =>
  unstable_cache(() => readComments(post.id), ['blog-comments', String(post.id)], {
    tags: [blogPostTag(post.slug)],
    revalidate: BLOG_REVALIDATE,
  })(),
)

/** The newest published articles, for the RSS feed. */
export const getLatestPosts = unstable_cache(
  (): Promise<BlogCard[]> => findCards({}, RSS_ITEMS),
  ['blog-latest'],
  { tags: [BLOG_TAG], revalidate: BLOG_REVALIDATE },
)
