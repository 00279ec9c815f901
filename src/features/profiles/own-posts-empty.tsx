import Link from 'next/link'

import { t } from '@/i18n'

/** The own profile without posts: an invitation to the feed. */
export function OwnPostsEmpty() {
  return (
    <>
      <p>{t.members.posts.emptyOwn}</p>
      <Link href="/feed" className="mt-3 inline-block font-semibold text-fuchsia-800 underline">
        {t.members.posts.goToFeed}
      </Link>
    </>
  )
}
