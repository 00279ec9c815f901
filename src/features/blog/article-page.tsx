import type { Metadata } from 'next'

import { FileX } from '@/components/icons'
import { NotFoundInHtml } from '@/components/ui/not-found-in-html'
import { NotFoundMessage } from '@/components/ui/not-found-message'
import { t } from '@/i18n'
import { findArticlePost, type ArticleSection } from './article-data'
import { articleMetadata } from './article-seo'

// What the article pages of both sections (/blog/[slug], /news/[slug]) share.

/** The title of an article page that finds no article. */
export const articleNotFoundMetadata: Metadata = { title: t.blog.post.notFound }

/** The generateMetadata of a section's article page. */
export const articlePageMetadata =
  (section: ArticleSection) =>
  async ({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> => {
    const post = await findArticlePost(section, (await params).slug)
    return post ? articleMetadata(post) : { ...articleNotFoundMetadata }
  }

/** An unknown, unpublished or misplaced article (answered with HTTP 404). */
export function ArticleNotFound() {
  const copy = t.blog.post
  return (
    <NotFoundMessage
      icon={FileX}
      title={copy.notFound}
      description={copy.notFoundDescription}
      href="/blog"
      action={copy.backToBlog}
    />
  )
}

/** An article page's answer when it finds no article: HTTP 404, the message in the HTML. */
export function ArticleMissing() {
  return (
    <NotFoundInHtml>
      <ArticleNotFound />
    </NotFoundInHtml>
  )
}
