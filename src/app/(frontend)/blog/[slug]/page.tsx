import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { Container } from '@/components/ui/container'
import { ArticleHeader, ArticleTags } from '@/features/blog/article-header'
import { ArticleJsonLd, articleMetadata } from '@/features/blog/article-seo'
import { BlogComments } from '@/features/blog/blog-comments'
import { getBlogComments, getBlogPost } from '@/features/blog/blog-data'
import { isSlug } from '@/features/blog/blog-types'
import { LikeButton } from '@/features/blog/like-button'
import { ArticleBody } from '@/features/blog/rich-text'
import { getSiteSettings } from '@/features/site/get-site-settings'
import { ShareButton } from '@/components/ui/share-button'
import { ViewCounter } from '@/features/blog/view-counter'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'

type Props = { params: Promise<{ slug: string }> }

// The same for everybody: cached per article and expired by tag (blog-post:{slug}) when editors,
// likes or comments change it. Views, "liked" and the comment form are asked in the browser.
export const revalidate = 3600
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

/** A published article, or null. */
const findPost = async (slug: string) => (isSlug(slug) ? getBlogPost(slug) : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await findPost((await params).slug)
  return post ? articleMetadata(post) : { title: t.blog.post.notFound }
}

export default async function BlogPostPage({ params }: Props) {
  const post = await findPost((await params).slug)
  if (!post) notFound()
  // News+ exclusives have their own page (and their own canonical URL).
  if (post.exclusive) permanentRedirect(`/news/${post.slug}`)
  const [comments, settings] = await Promise.all([getBlogComments(post), getSiteSettings()])
  return (
    <Container className="max-w-3xl space-y-10 py-8 sm:py-12">
      <ArticleJsonLd post={post} />
      <article className="space-y-8">
        <ArticleHeader
          post={post}
          backLabel={t.blog.post.backToBlog}
          actions={
            <>
              <ViewCounter slug={post.slug} initialCount={post.viewsCount} />
              <LikeButton postId={post.id} initialCount={post.likesCount} />
              <ShareButton title={post.title} url={`${siteUrl}/blog/${post.slug}`} />
            </>
          }
        />
        <ArticleBody content={post.content} ctaUrl={settings.newsCtaUrl} />
        <ArticleTags tags={post.tags} />
      </article>
      <BlogComments postId={post.id} initialComments={comments} />
    </Container>
  )
}
