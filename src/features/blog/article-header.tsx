import Link from 'next/link'
import type { ReactNode } from 'react'

import { ArrowLeft } from '@/components/icons'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { t } from '@/i18n'
import type { BlogPostView } from './blog-types'
import { PublishedDate } from './post-card'

const copy = t.blog.post

type Props = {
  post: BlogPostView
  backLabel: string
  badge?: string
  /** Views, like and share, where the page has them. */
  actions?: ReactNode
}

/** Back link, category, title, author and date of an article, then its cover image. */
export function ArticleHeader({ post, backLabel, badge, actions }: Props) {
  const author = post.author ?? { name: copy.authorFallback, avatarUrl: null }
  return (
    <header className="space-y-6">
      <Link
        href="/blog"
        className="inline-flex items-center gap-2 text-sm font-semibold text-fuchsia-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        {badge ? <Badge tone="dark">{badge}</Badge> : null}
        {post.category ? (
          <Badge tone="accent">
            <span className="sr-only">{copy.category}: </span>
            {post.category}
          </Badge>
        ) : null}
      </div>
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {post.title}
      </h1>
      {post.excerpt ? <p className="text-xl text-stone-700">{post.excerpt}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-4 border-y border-stone-200 py-4">
        <div className="flex items-center gap-3">
          <Avatar
            name={author.name}
            src={author.avatarUrl}
            alt={copy.authorAvatarAlt(author.name)}
            size="md"
          />
          <div className="text-sm">
            <p className="font-semibold text-stone-900">{copy.byAuthor(author.name)}</p>
            <p className="text-stone-600">
              <PublishedDate date={post.publishedAt} />
            </p>
          </div>
        </div>
        {actions ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">{actions}</div>
        ) : null}
      </div>
      {post.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized
        <img
          src={post.image.url}
          srcSet={post.image.srcSet ?? undefined}
          // The article's 48rem column, or the screen's width below it; only beside a srcset
          // (alone it is invalid HTML).
          sizes={post.image.srcSet ? '(min-width: 48rem) 48rem, 100vw' : undefined}
          alt={post.image.alt}
          width={post.image.width ?? undefined}
          height={post.image.height ?? undefined}
          // The article's largest paint: fetched ahead of the scripts.
          fetchPriority="high"
          className="aspect-[16/9] w-full rounded-3xl object-cover shadow-md"
        />
      ) : null}
    </header>
  )
}

/** The article's tags under the story. */
export function ArticleTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{copy.tags}</h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge>#{tag}</Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}
