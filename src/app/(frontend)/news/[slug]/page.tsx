import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Container } from '@/components/ui/container'
import { BlogReadTracker } from '@/features/founder-tools/blog-read-tracker'
import { ArticleHeader, ArticleTags } from '@/features/blog/article-header'
import { ArticleJsonLd, articleMetadata } from '@/features/blog/article-seo'
import { getBlogPost } from '@/features/blog/blog-data'
import { isSlug } from '@/features/blog/blog-types'
import { ArticleBody } from '@/features/blog/rich-text'
import { getSiteSettings } from '@/features/site/get-site-settings'
import { ShareButton } from '@/components/ui/share-button'
import { WelcomePopup } from '@/features/blog/welcome-popup'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'

type Props = { params: Promise<{ slug: string }> }

// Cached per article and expired by tag (blog-post:{slug}); the popup runs in the browser.
export const revalidate = 3600
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

/** A published News+ exclusive, or null (ordinary articles live under /blog). */
async function findExclusive(slug: string) {
  if (!isSlug(slug)) return null
  const post = await getBlogPost(slug)
  return post?.exclusive ? post : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await findExclusive((await params).slug)
  return post ? articleMetadata(post) : { title: t.blog.post.notFound }
}

export default async function NewsArticlePage({ params }: Props) {
  const post = await findExclusive((await params).slug)
  if (!post) notFound()
  const settings = await getSiteSettings()
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <ArticleJsonLd post={post} />
      <article className="space-y-8">
        <ArticleHeader
          post={post}
          backLabel={t.blog.news.back}
          badge={t.blog.news.exclusiveBadge}
          actions={<ShareButton title={post.title} url={`${siteUrl}/news/${post.slug}`} />}
        />
        <ArticleBody content={post.content} ctaUrl={settings.newsCtaUrl} />
        <ArticleTags tags={post.tags} />
      </article>
      <WelcomePopup />
      <BlogReadTracker postId={post.id} />
    </Container>
  )
}
