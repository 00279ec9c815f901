import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/button'
import { AuthCard } from '@/features/accounts/auth-card'
import { ResetPasswordForm } from '@/features/accounts/reset-password-form'
import { t } from '@/i18n'

const copy = t.passwordReset.reset

// The token travels in the URL: keep it out of search engines and of Referer headers.
export const metadata: Metadata = {
  title: copy.metaTitle,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  const value = typeof token === 'string' ? token.trim() : ''
  if (!value) {
    return (
      <AuthCard title={copy.missingTokenTitle}>
        <p className="text-stone-700">{copy.missingToken}</p>
        <ButtonLink href="/auth?mode=forgot" className="mt-6">
          {copy.requestNew}
        </ButtonLink>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={copy.title} intro={copy.intro}>
      <ResetPasswordForm token={value} />
    </AuthCard>
  )
}
