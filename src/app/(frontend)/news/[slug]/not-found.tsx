import type { Metadata } from 'next'
import { FileX } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.blog.post.notFound }

/** An unknown, unpublished or misplaced article (answered with HTTP 404). */
export default function PostNotFound() {
  const copy = t.blog.post
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <FileX aria-hidden="true" className="size-12 text-fuchsia-700" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.notFound}</h1>
      <p className="mt-4 max-w-md text-lg text-stone-600">{copy.notFoundDescription}</p>
      <ButtonLink href="/blog" size="lg" className="mt-10">
        {copy.backToBlog}
      </ButtonLink>
    </Container>
  )
}
