import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/button'
import { AuthCard } from './auth-card'
import { LinkActionButton, type LinkActionCopy } from './link-action-button'

type Copy = LinkActionCopy

/** Tokens travel in these pages' URLs: keep them out of search engines and Referer headers. */
export const linkActionMetadata = (copy: Copy): Metadata => ({
  title: copy.metaTitle,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
})

/** The landing page of an e-mailed link: opening it changes nothing, the button acts (a POST). */
export function LinkActionPage({
  copy,
  endpoint,
  body,
}: {
  copy: Copy
  endpoint: string
  /** What the endpoint needs from the link, or null when the link is incomplete. */
  body: Record<string, unknown> | null
}) {
  // The button's card says its own title: once done, it tells it is done.
  if (body) return <LinkActionButton endpoint={endpoint} body={body} copy={copy} />
  return (
    <AuthCard title={copy.title}>
      <p role="alert" className="text-stone-700">
        {copy.missingToken}
      </p>
      <ButtonLink href="/" className="mt-6">
        {copy.home}
      </ButtonLink>
    </AuthCard>
  )
}

/** A query parameter as one trimmed string ('' when absent or repeated). */
export const queryValue = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value.trim() : ''
