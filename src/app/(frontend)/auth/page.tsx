import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthCard } from '@/features/accounts/auth-card'
import { AuthPanel, type AuthMode } from '@/features/accounts/auth-panel'
import { getSessionUser } from '@/features/accounts/get-session-user'
import { safeNextPath } from '@/features/accounts/return-path'
import { t } from '@/i18n'

const copy = t.auth.page

export const metadata: Metadata = { title: copy.metaTitle, description: copy.metaDescription }

type Props = { searchParams: Promise<{ mode?: string | string[]; next?: string | string[] }> }

const MODES: readonly AuthMode[] = ['signin', 'signup', 'forgot']

// Reads the session (dynamic): members have nothing to do here and go home, or where `next`
// (a path of this site) was taking them.
export default async function AuthPage({ searchParams }: Props) {
  const { mode, next: asked } = await searchParams
  const next = safeNextPath(asked)
  if (await getSessionUser()) redirect(next ?? '/')
  return (
    <AuthCard title={copy.title} intro={copy.intro}>
      <AuthPanel initialMode={MODES.find((m) => m === mode) ?? 'signin'} next={next} />
    </AuthCard>
  )
}
