import type { Metadata } from 'next'

import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import { serializeJsonLd } from '@/lib/json-ld'
import { OPEN_GRAPH_SITE, SHARING_IMAGE } from '@/lib/open-graph'
import type { BlogPostView } from './blog-types'
import { postPath } from './blog-types'

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`)

/**
 * Title, description, canonical URL and the OpenGraph and Twitter cards of an article: the
 * editors' SEO fields (meta title, description, image) where set, else its title, excerpt, cover.
 */
export function articleMetadata(post: BlogPostView): Metadata {
  const path = postPath(post)
  const { title, image } = post.seo
  const description = post.seo.description ?? undefined
  // Without one of its own, the site's sharing image: a card always has a picture.
  const images = image
    ? [
        {
          url: absolute(image.url),
          alt: image.alt,
          width: image.width ?? undefined,
          height: image.height ?? undefined,
        },
      ]
    : [SHARING_IMAGE]
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'article',
      ...OPEN_GRAPH_SITE,
      title,
      description,
      url: path,
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt,
      tags: post.tags,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: images.map(({ url, alt }) => ({ url, alt })),
    },
  }
}

/** schema.org Article data; serializeJsonLd keeps titles typed by editors from closing the tag. */
export function ArticleJsonLd({ post }: { post: BlogPostView }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': post.exclusive ? 'NewsArticle' : 'Article',
    headline: post.title,
    description: post.seo.description ?? undefined,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    mainEntityOfPage: `${siteUrl}${postPath(post)}`,
    image: post.seo.image ? [absolute(post.seo.image.url)] : undefined,
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
