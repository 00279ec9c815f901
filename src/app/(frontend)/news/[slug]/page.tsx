import { Container } from '@/components/ui/container'
import { BlogReadTracker } from '@/features/founder-tools/blog-read-tracker'
import { ArticleHeader, ArticleTags } from '@/features/blog/article-header'
import { loadArticle } from '@/features/blog/article-data'
import { ArticleMissing, articlePageMetadata } from '@/features/blog/article-page'
import { ArticleJsonLd } from '@/features/blog/article-seo'
import { PreviewBanner } from '@/features/blog/preview-banner'
import { ArticleBody, ArticleVideo } from '@/features/blog/rich-text'
import { getSiteSettings } from '@/features/site/get-site-settings'
import { ShareButton } from '@/components/ui/share-button'
import { WelcomePopup } from '@/features/blog/welcome-popup'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'

type Props = { params: Promise<{ slug: string }> }

// Cached per article and expired by tag (blog-post:{slug}); the popup runs in the browser.
// An embargoed article's job expires its pages when its date comes
// (src/features/blog/schedule-task.ts); BLOG_REVALIDATE is the safety net.
// In draft mode (editors, via /preview) it is rendered per request from the latest draft.
export const revalidate = 60
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

export const generateMetadata = articlePageMetadata('news')

export default async function NewsArticlePage({ params }: Props) {
  // Ordinary articles (under /blog) and renamed exclusives answer 308 to where they live now.
  const found = await loadArticle('news', (await params).slug)
  if (!found) return <ArticleMissing />
  const { post, preview } = found
  const settings = await getSiteSettings()
  return (
    <>
      {preview ? <PreviewBanner path={`/news/${post.slug}`} /> : null}
      <Container className="max-w-3xl py-8 sm:py-12">
        <ArticleJsonLd post={post} />
        <article className="space-y-8">
          <ArticleHeader
            post={post}
            backLabel={t.blog.news.back}
            badge={t.blog.news.exclusiveBadge}
            actions={<ShareButton title={post.title} url={`${siteUrl}/news/${post.slug}`} />}
          />
          <ArticleVideo url={post.videoUrl} title={post.title} />
          <ArticleBody content={post.content} ctaUrl={settings.newsCtaUrl} />
          <ArticleTags tags={post.tags} />
        </article>
        {/* Editors previewing are neither welcomed nor counted as readers. */}
        {preview ? null : (
          <>
            <WelcomePopup />
            <BlogReadTracker postId={post.id} />
          </>
        )}
      </Container>
    </>
  )
}
