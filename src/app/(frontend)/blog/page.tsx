import type { Metadata } from 'next'
import Link from 'next/link'

import { ArrowRight, Rss } from '@/components/icons'
import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { getBlogLanding } from '@/features/blog/blog-data'
import type { BlogCard } from '@/features/blog/blog-types'
import { postPath } from '@/features/blog/blog-types'
import { EmbedFrame } from '@/components/ui/embed-frame'
import { youtubeEmbedUrl } from '@/lib/embeds'
import { PostCard } from '@/features/blog/post-card'
import { t } from '@/i18n'
import { OPEN_GRAPH_SITE, SHARING_IMAGE } from '@/lib/open-graph'

const copy = t.blog.landing

// Prerendered and the same for everybody; the `blog` and `site-settings` tags refresh it.
// An embargoed article's job expires its pages when its date comes
// (src/features/blog/schedule-task.ts); BLOG_REVALIDATE is the safety net.
export const revalidate = 60

export const metadata: Metadata = {
  title: copy.metaTitle,
  description: copy.description,
  alternates: {
    canonical: '/blog',
    types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: t.blog.seo.rssTitle }] },
  },
  openGraph: {
    type: 'website',
    ...OPEN_GRAPH_SITE,
    title: copy.metaTitle,
    description: copy.description,
    url: '/blog',
    images: [SHARING_IMAGE],
  },
}

export default async function BlogPage() {
  const { featured, videoUrl, posts } = await getBlogLanding()
  const video = youtubeEmbedUrl(videoUrl)
  return (
    <>
      <section aria-labelledby="blog-title" className="stage-lights surface-dark text-white">
        <Container className="py-14 sm:py-20">
          <h1 id="blog-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {copy.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-300">{copy.intro}</p>
        </Container>
      </section>
      <Container className="space-y-14 py-10 sm:py-14">
        {featured ? <FeaturedCard post={featured} /> : null}
        {video ? (
          <section aria-labelledby="blog-video" className="space-y-4">
            <h2 id="blog-video" className="text-2xl font-bold tracking-tight">
              {copy.videoHeading}
            </h2>
            <EmbedFrame src={video} title={copy.videoTitle} className="max-w-4xl" />
          </section>
        ) : null}
        <section aria-labelledby="blog-latest" className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="blog-latest" className="text-2xl font-bold tracking-tight">
              {copy.latestHeading}
            </h2>
            <a href="/blog/rss.xml" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Rss aria-hidden="true" className="size-4" />
              {copy.rssLabel}
            </a>
          </div>
          {posts.length === 0 ? (
            <p className="text-stone-600">{copy.empty}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.id} className="flex">
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </Container>
    </>
  )
}

function FeaturedCard({ post }: { post: BlogCard }) {
  return (
    <section aria-labelledby="blog-featured">
      <h2 id="blog-featured" className="sr-only">
        {copy.featuredHeading}
      </h2>
      <article className="surface-dark bg-night grid overflow-hidden rounded-3xl text-white shadow-xl md:grid-cols-2">
        {post.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized
          <img
            src={post.image.url}
            srcSet={post.image.srcSet ?? undefined}
            // Half the 72rem container beside the text from md, else the screen's width; only
            // beside a srcset (alone it is invalid HTML).
            sizes={post.image.srcSet ? '(min-width: 48rem) 36rem, 100vw' : undefined}
            // The page's largest paint: fetched ahead of the scripts.
            fetchPriority="high"
            alt=""
            width={post.image.width ?? undefined}
            height={post.image.height ?? undefined}
            // Covers often carry their own title: shown whole at their own ratio, never cropped.
            className="h-auto w-full self-center object-contain"
          />
        ) : (
          <div aria-hidden="true" className="stage-lights aspect-[16/10]" />
        )}
        <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
          <Badge tone="dark" className="self-start border-amber-300/40">
            {copy.featuredBadge}
          </Badge>
          <h3 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
            {post.title}
          </h3>
          {post.excerpt ? <p className="text-stone-300">{post.excerpt}</p> : null}
          <Link href={postPath(post)} className={buttonClasses({ className: 'self-start' })}>
            {copy.readExclusive}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </article>
    </section>
  )
}
