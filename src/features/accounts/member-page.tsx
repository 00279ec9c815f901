import 'server-only'

import type { ReactNode } from 'react'

import type { User } from '../../../payload-types'
import { t } from '@/i18n'
import { getSessionUser } from './get-session-user'
import { SignInPrompt } from './sign-in-prompt'

/** What a member page says to a signed-out visitor: a heading and a line. */
type SignInCopy = { title: string; description: string }

/** The prompt of the member's own pages (profile, e-mail alerts). */
export const accessDenied: SignInCopy = {
  title: t.members.common.accessDenied,
  description: t.members.common.accessDeniedDescription,
}

/**
 * A member page's answer: `render` for the signed-in member, the sign-in prompt (no redirect)
 * for a visitor. It reads the session, so the page is rendered per request and never cached.
 */
export async function memberPage(
  signIn: SignInCopy,
  render: (user: User) => ReactNode | Promise<ReactNode>,
): Promise<ReactNode> {
  const user = await getSessionUser()
  if (!user) return <SignInPrompt title={signIn.title} description={signIn.description} />
  return render(user)
}
