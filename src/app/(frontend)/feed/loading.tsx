import { Container } from '@/components/ui/container'
import { t } from '@/i18n'

/** Shown while the feed is read: the composer's and the posts' shapes. */
export default function FeedLoading() {
  return (
    <Container className="max-w-2xl py-8 sm:py-12">
      <div role="status" className="space-y-4">
        <div aria-hidden="true" className="h-10 w-40 animate-pulse rounded-full bg-stone-200" />
        <div aria-hidden="true" className="h-20 animate-pulse rounded-2xl bg-stone-200" />
        <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-stone-200" />
        <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-stone-200" />
        <p className="sr-only">{t.feed.loading}</p>
      </div>
    </Container>
  )
}
