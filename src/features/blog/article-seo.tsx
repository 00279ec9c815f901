import type { Metadata } from 'next'

import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import { serializeJsonLd } from '@/lib/json-ld'
import type { BlogPostView } from './blog-types'
import { postPath } from './blog-types'

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`)

/** Title, description, canonical URL and the OpenGraph card of an article. */
export function articleMetadata(post: BlogPostView): Metadata {
  const path = postPath(post)
  const description = post.excerpt ?? undefined
  return {
    title: post.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'article',
      title: post.title,
      description,
      url: path,
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt,
      tags: post.tags,
      images: post.image
        ? [
            {
              url: absolute(post.image.url),
              alt: post.image.alt,
              width: post.image.width ?? undefined,
              height: post.image.height ?? undefined,
            },
          ]
        : undefined,
    },
    twitter: { card: post.image ? 'summary_large_image' : 'summary' },
  }
}

/** schema.org Article data; serializeJsonLd keeps titles typed by editors from closing the tag. */
export function ArticleJsonLd({ post }: { post: BlogPostView }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': post.exclusive ? 'NewsArticle' : 'Article',
    headline: post.title,
    description: post.excerpt ?? undefined,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    mainEntityOfPage: `${siteUrl}${postPath(post)}`,
    image: post.image ? [absolute(post.image.url)] : undefined,
    author: post.author ? { '@type': 'Person', name: post.author.name } : undefined,
    publisher: { '@type': 'Organization', name: t.blog.seo.publisher, url: siteUrl },
    keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
  }
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
