import { format } from 'date-fns'
import { es } from 'date-fns/locale'
import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { t } from '@/i18n'
import type { BlogCard } from './blog-types'
import { postPath } from './blog-types'

/** An article's publication date, "2 de marzo de 2026". */
export function PublishedDate({ date }: { date: string | null }) {
  if (!date) return null
  return (
    <time dateTime={date}>{format(new Date(date), t.blog.post.dateFormat, { locale: es })}</time>
  )
}

/** A card in the article list; the whole card is one link named by its title. */
export function PostCard({ post }: { post: BlogCard }) {
  return (
    <article className="group relative flex flex-col overflow-hidden card shadow-sm transition-shadow hover:shadow-md">
      {post.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized
        <img
          src={post.image.url}
          srcSet={post.image.srcSet ?? undefined}
          // One of three columns of the 72rem container from lg, two from sm, else the screen;
          // only beside a srcset (alone it is invalid HTML).
          sizes={
            post.image.srcSet
              ? '(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw'
              : undefined
          }
          alt=""
          loading="lazy"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="stage-lights surface-dark aspect-[16/9] w-full" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          {post.category ? <Badge tone="accent">{post.category}</Badge> : null}
          <PublishedDate date={post.publishedAt} />
        </div>
        <h3 className="text-lg leading-snug font-bold tracking-tight">
          <Link
            href={postPath(post)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {post.title}
          </Link>
        </h3>
        {post.excerpt ? <p className="text-stone-700">{post.excerpt}</p> : null}
      </div>
    </article>
  )
}
