import { Container } from '@/components/ui/container'
import { ArticleHeader, ArticleTags } from '@/features/blog/article-header'
import { loadArticle } from '@/features/blog/article-data'
import { ArticleMissing, articlePageMetadata } from '@/features/blog/article-page'
import { ArticleJsonLd } from '@/features/blog/article-seo'
import { BlogComments } from '@/features/blog/blog-comments'
import { getBlogComments } from '@/features/blog/blog-data'
import { LikeButton } from '@/features/blog/like-button'
import { PreviewBanner } from '@/features/blog/preview-banner'
import { ArticleBody, ArticleVideo } from '@/features/blog/rich-text'
import { getSiteSettings } from '@/features/site/get-site-settings'
import { ShareButton } from '@/components/ui/share-button'
import { ViewCounter } from '@/features/blog/view-counter'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'

type Props = { params: Promise<{ slug: string }> }

// The same for everybody: cached per article and expired by tag (blog-post:{slug}) when editors,
// likes or comments change it. Views, "liked" and the comment form are asked in the browser.
// An embargoed article's job expires its pages when its date comes
// (src/features/blog/schedule-task.ts); BLOG_REVALIDATE is the safety net.
// In draft mode (editors, via /preview) it is rendered per request from the latest draft.
export const revalidate = 60
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []

export const generateMetadata = articlePageMetadata('blog')

export default async function BlogPostPage({ params }: Props) {
  // News+ exclusives and renamed articles answer 308 to where they live now.
  const found = await loadArticle('blog', (await params).slug)
  if (!found) return <ArticleMissing />
  const { post, preview } = found
  const [comments, settings] = await Promise.all([getBlogComments(post), getSiteSettings()])
  return (
    <>
      {preview ? <PreviewBanner path={`/blog/${post.slug}`} /> : null}
      <Container className="max-w-3xl space-y-10 py-8 sm:py-12">
        <ArticleJsonLd post={post} />
        <article className="space-y-8">
          <ArticleHeader
            post={post}
            backLabel={t.blog.post.backToBlog}
            actions={
              <>
                {/* An editor's preview is not a reader's view. */}
                {preview ? null : <ViewCounter slug={post.slug} initialCount={post.viewsCount} />}
                <LikeButton postId={post.id} initialCount={post.likesCount} />
                {/* As tall as the like button beside it. */}
                <ShareButton
                  title={post.title}
                  url={`${siteUrl}/blog/${post.slug}`}
                  className="h-10 px-4"
                />
              </>
            }
          />
          <ArticleVideo url={post.videoUrl} title={post.title} />
          <ArticleBody content={post.content} ctaUrl={settings.newsCtaUrl} />
          <ArticleTags tags={post.tags} />
        </article>
        <BlogComments postId={post.id} initialComments={comments} />
      </Container>
    </>
  )
}
