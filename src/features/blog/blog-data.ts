import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Where } from 'payload'

import type { BlogComment, BlogPost, User } from '../../../payload-types'
import { publicArticles } from '../../../access/publishedOrStaff'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { relationId } from '@/lib/relation-id'
import { MEDIA_POPULATE } from '@/features/profiles/media-url'
import { loadFaces, type Faces, type PublicFace } from '@/features/profiles/public-face'
import { toBlogImage } from './blog-image'
import { BLOG_TAG, blogPostTag } from './blog-tags'
import type { BlogAuthor, BlogCard, BlogCommentView, BlogLanding, BlogPostView } from './blog-types'
import { isSlug, postPath } from './blog-types'

// Every cached read here is made as an anonymous visitor (overrideAccess: false, no user), so
// drafts, hidden comments and private fields never reach a cached page. The one exception,
// getDraftPost, reads as the signed-in editor and is never cached (draft preview).

export const LANDING_POSTS = 12
export const COMMENTS_LIMIT = 200
export const RSS_ITEMS = 20
/**
 * Seconds a cached blog read (and the blog pages, same value there) is kept at most. The tags
 * expire them as soon as something is saved, and when a scheduled publish runs or an embargo ends
 * (a job at that time, schedule-task.ts); this bound is the safety net should that job not reach
 * the site.
 */
export const BLOG_REVALIDATE = 60

const asVisitor = { overrideAccess: false, user: null } as const

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
  videoUrl: true,
  meta: true,
  tags: true,
  author: true,
  updatedAt: true,
  viewsCount: true,
  likesCount: true,
  commentsCount: true,
} as const

/**
 * What an article's body and SEO fields need populated: images with their sizes and dimensions
 * (upload nodes, cover, meta image), and of linked articles only where they live (internal links).
 * The author is only an id here: the public name and photo come from the profile.
 */
/** A card's category: its name only. */
const CARD_POPULATE = { ...MEDIA_POPULATE, categories: { name: true } } as const

const POST_POPULATE = {
  ...CARD_POPULATE,
  media: { ...MEDIA_POPULATE.media, width: true, height: true, mimeType: true },
  'blog-posts': { slug: true, exclusive: true },
  // Links to listings need only their id (article-links.ts).
  artists: { name: true },
  producers: { name: true },
  users: { updatedAt: true },
} as const

function toCard(doc: Partial<BlogPost> & Pick<BlogPost, 'id'>): BlogCard {
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title ?? '',
    excerpt: doc.excerpt ?? null,
    category: doc.category && typeof doc.category === 'object' ? doc.category.name : null,
    publishedAt: doc.publishedAt ?? null,
    image: toBlogImage(doc.featuredImage),
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
    where: { and: [publicArticles(), where] },
    sort: '-publishedAt',
    limit,
    pagination: false,
    depth: 1,
    select: CARD_SELECT,
    populate: CARD_POPULATE,
    ...asVisitor,
  })
  return (docs as BlogPost[]).map(toCard)
}

async function readLanding(): Promise<BlogLanding> {
  const payload = await getPayloadClient()
  const exclusive: Where = { exclusive: { equals: true } }
  const [settings, chosen, posts] = await Promise.all([
    payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      select: { blogVideoUrl: true },
      ...asVisitor,
    }),
    findCards({ and: [exclusive, { featured: { equals: true } }] }, 1),
    findCards({ exclusive: { not_equals: true } }, LANDING_POSTS),
  ])
  // The newest public exclusive the editors marked as featured, else the newest public exclusive.
  const featured = chosen[0] ?? (await findCards(exclusive, 1))[0] ?? null
  return { featured, videoUrl: settings.blogVideoUrl ?? null, posts }
}

/** The /blog landing: the featured News+ exclusive, the video and the latest articles. */
export const getBlogLanding = cache(
  unstable_cache(readLanding, ['blog-landing'], {
    tags: [BLOG_TAG, 'site-settings'],
    revalidate: BLOG_REVALIDATE,
  }),
)

/**
 * An article by slug. Without `editor`: the public article as a visitor sees it. With `editor`
 * (draft preview): the latest draft, read with that user's rights, embargoed or not.
 */
async function readPost(slug: string, editor?: User): Promise<BlogPostView | null> {
  const payload = await getPayloadClient()
  const bySlug: Where = { slug: { equals: slug } }
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: editor ? bySlug : { and: [publicArticles(), bySlug] },
    limit: 1,
    pagination: false,
    depth: 1,
    select: POST_SELECT,
    populate: POST_POPULATE,
    ...(editor ? { draft: true, overrideAccess: false, user: editor } : asVisitor),
  })
  const doc = docs[0] as BlogPost | undefined
  if (!doc) return null
  const authorId = relationId(doc.author)
  const authors = await findAuthors(authorId != null ? [authorId] : [])
  const card = toCard(doc)
  return {
    ...card,
    content: doc.content ?? null,
    videoUrl: doc.videoUrl ?? null,
    seo: {
      title: doc.meta?.title || card.title,
      description: doc.meta?.description || card.excerpt,
      image: toBlogImage(doc.meta?.image) ?? card.image,
    },
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

/** Draft preview: the latest draft of an article as `editor` reads it (never cached). */
export const getDraftPost = cache((slug: string, editor: User) => readPost(slug, editor))

/** Where the latest draft of article `id` lives, as `editor` reads it (the preview route). */
export async function getDraftPath(id: number, editor: User): Promise<string | null> {
  const payload = await getPayloadClient()
  const doc = await payload.findByID({
    collection: 'blog-posts',
    id,
    draft: true,
    depth: 0,
    select: { slug: true, exclusive: true },
    overrideAccess: false,
    user: editor,
    disableErrors: true,
  })
  return doc?.slug && isSlug(doc.slug) ? postPath(doc) : null
}

/** The public article a redirect row leads to (its current URL), or null. */
async function readRedirect(from: string): Promise<string | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    pagination: false,
    depth: 1,
    select: { to: true },
    // Read as a visitor: an unpublished or embargoed target stays a bare id, so no redirect.
    populate: { 'blog-posts': { slug: true, exclusive: true } },
    ...asVisitor,
  })
  const reference = docs[0]?.to?.reference
  const target = reference?.relationTo === 'blog-posts' ? reference.value : null
  return target && typeof target === 'object' && target.slug ? postPath(target) : null
}

/** Where an old article address (`/blog/{slug}`, `/news/{slug}`) now leads, or null. */
export const getRedirectTarget = cache((from: string) =>
  unstable_cache(() => readRedirect(from), ['blog-redirect', from], {
    tags: [BLOG_TAG],
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
