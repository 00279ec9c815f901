import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { PublishedDate } from '@/features/blog/post-card'
import { ArticleBody } from '@/features/blog/rich-text'
import { loadSentIssue } from '@/features/newsletter/web-version'
import { getSiteSettings } from '@/features/site/get-site-settings'
import { t } from '@/i18n'

type Props = { params: Promise<{ id: string }> }

const copy = t.newsletterIssues

// A sent issue never changes: cached, and built on its first visit.
export const revalidate = 3600
export const generateStaticParams = async (): Promise<{ id: string }[]> => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [issue, settings] = await Promise.all([loadSentIssue((await params).id), getSiteSettings()])
  if (!issue) return { title: copy.web.archiveTitle }
  return {
    title: issue.subject,
    description: issue.preheader || copy.web.metaDescription(settings.communityName),
    alternates: { canonical: `/newsletter/${issue.id}` },
  }
}

/** The web version of a sent issue (the "Ver en el navegador" link of every copy). */
export default async function NewsletterIssuePage({ params }: Props) {
  const issue = await loadSentIssue((await params).id)
  if (!issue) notFound()
  const settings = await getSiteSettings()
  const { article } = issue
  return (
    <Container className="max-w-3xl space-y-8 py-8 sm:py-12">
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-fuchsia-800 uppercase">
          {copy.web.archiveTitle} · {settings.communityName}
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{issue.subject}</h1>
        {issue.preheader ? <p className="text-lg text-stone-700">{issue.preheader}</p> : null}
        {issue.sentAt ? (
          <p className="text-sm text-stone-600">
            {copy.web.sentOnLabel} <PublishedDate date={issue.sentAt} />
          </p>
        ) : null}
      </header>
      <ArticleBody content={issue.body} ctaUrl={settings.newsCtaUrl} />
      {article ? (
        <article className="space-y-5 rounded-2xl border border-stone-200 p-6">
          <h2 className="text-2xl font-bold tracking-tight">
            <Link href={article.path} className="hover:underline">
              {article.title}
            </Link>
          </h2>
          {article.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized
            <img
              src={article.image.url}
              srcSet={article.image.srcSet ?? undefined}
              // Only beside a srcset: alone it is invalid HTML.
              sizes={article.image.srcSet ? '(min-width: 48rem) 48rem, 100vw' : undefined}
              alt={article.image.alt}
              width={article.image.width ?? undefined}
              height={article.image.height ?? undefined}
              className="h-auto w-full rounded-2xl"
            />
          ) : null}
          {article.full ? (
            <ArticleBody content={article.content} ctaUrl={settings.newsCtaUrl} />
          ) : article.excerpt ? (
            <p className="text-lg text-stone-800">{article.excerpt}</p>
          ) : null}
          <Link href={article.path} className={buttonClasses()}>
            {copy.email.readMore}
          </Link>
        </article>
      ) : null}
      <p className="text-stone-700">{copy.web.subscribe}</p>
    </Container>
  )
}
