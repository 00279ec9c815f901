import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { memberPage } from '@/features/accounts/member-page'
import { FeedView } from '@/features/feed/feed-view'
import { getFeedStart } from '@/features/feed/feed-data'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.feed.metaTitle, robots: { index: false } }

// A member page: it reads the session, so it is rendered per request and never cached. The first
// page of posts comes with it; later pages, the other tab, likes and comments are asked by the
// browser from the feed endpoints.
export default async function FeedPage() {
  const signIn = { title: t.feed.signInTitle, description: t.feed.signInDescription }
  return memberPage(signIn, async (user) => {
    const { me, firstPage } = await getFeedStart(user)
    return (
      <Container className="max-w-2xl space-y-6 py-8 sm:py-12">
        <header className="space-y-2">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.feed.title}</h1>
          <p className="text-stone-600">{t.feed.intro}</p>
        </header>
        <FeedView me={me} initialPage={firstPage} />
      </Container>
    )
  })
}
