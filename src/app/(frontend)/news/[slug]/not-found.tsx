import type { Metadata } from 'next'

import { FileX } from '@/components/icons'
import { NotFoundMessage } from '@/components/ui/not-found-message'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.blog.post.notFound }

/** An unknown, unpublished or misplaced article (answered with HTTP 404). */
export default function PostNotFound() {
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
