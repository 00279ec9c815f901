import type { BlogPost } from '../../../payload-types'
import type { PublicFace } from '@/features/profiles/public-face'
import type * as t from '@/i18n/es'

// What blog pages and their client components receive: plain, serialisable, no private fields.

export type BlogImage = {
  url: string
  /** The medium and hero sizes as an <img srcset>, when the upload has both. */
  srcSet: string | null
  alt: string
  width: number | null
  height: number | null
}

/** An article's or comment's author: their public face as blog pages show it. */
export type BlogAuthor = Pick<PublicFace, 'name' | 'avatarUrl'>

export type BlogCard = {
  id: number
  slug: string
  title: string
  excerpt: string | null
  category: string | null
  publishedAt: string | null
  image: BlogImage | null
  exclusive: boolean
}

export type BlogContent = NonNullable<BlogPost['content']>

/** What the article's SEO card says: the editors' meta fields, else the title, excerpt and cover. */
export type ArticleSeo = { title: string; description: string | null; image: BlogImage | null }

export type BlogPostView = BlogCard & {
  content: BlogContent | null
  /** The article's own YouTube video ("Vídeo principal"), shown under its header. */
  videoUrl: string | null
  seo: ArticleSeo
  tags: string[]
  author: BlogAuthor | null
  updatedAt: string
  viewsCount: number
  likesCount: number
  commentsCount: number
}

export type BlogCommentView = {
  id: number
  content: string
  createdAt: string
  author: BlogAuthor & { userId: number | null }
}

export type BlogLanding = {
  featured: BlogCard | null
  videoUrl: string | null
  posts: BlogCard[]
}

/** Where an article lives: News+ exclusives under /news, the rest under /blog. */
export const postPath = (post: { slug: string; exclusive?: boolean | null }) =>
  `${post.exclusive ? '/news' : '/blog'}/${post.slug}`

/** Slugs as the collection accepts them; anything else is not worth a query. */
export const isSlug = (value: string) =>
  value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)

/** The texts of a comment list: the article's or the feed's. */
export type CommentCopy = typeof t.blog.comments | typeof t.feed.comments
