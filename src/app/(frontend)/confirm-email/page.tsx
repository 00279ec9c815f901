import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/button'
import { AuthCard } from '@/features/auth/auth-card'
import { ConfirmEmailButton } from '@/features/auth/confirm-email-button'
import { t } from '@/i18n'

const copy = t.auth.confirm

// The token travels in the URL: keep it out of search engines and of Referer headers.
export const metadata: Metadata = {
  title: copy.metaTitle,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** Opening the link changes nothing: the member confirms with the button (a POST). */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token } = await searchParams
  const value = typeof token === 'string' ? token.trim() : ''
  return (
    <AuthCard title={copy.title} intro={value ? copy.intro : undefined}>
      {value ? (
        <ConfirmEmailButton token={value} />
      ) : (
        <>
          <p role="alert" className="text-stone-700">
            {copy.missingToken}
          </p>
          <ButtonLink href="/" className="mt-6">
            {copy.home}
          </ButtonLink>
        </>
      )}
    </AuthCard>
  )
}
