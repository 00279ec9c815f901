import 'server-only'

import type { ReactNode } from 'react'

import type { User } from '../../../payload-types'
import { hasRole } from '../../../access/hasRole'
import { ShieldExclamationPoint } from '@/components/icons'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { SignInPrompt } from '@/features/accounts/sign-in-prompt'
import { getSessionUser } from '@/features/accounts/get-session-user'
import { t } from '@/i18n'

const copy = t.founderTools.gate

/**
 * The founder pages' gate: the founder signed in, or the page to show instead (a sign-in prompt
 * for visitors, "Acceso denegado" for members and editors). The endpoints check again.
 */
export async function founderGate(): Promise<{ founder: User } | { page: ReactNode }> {
  const user = await getSessionUser()
  if (!user) {
    return { page: <SignInPrompt title={copy.signInTitle} description={copy.signInDescription} /> }
  }
  if (!hasRole(user, 'founder')) return { page: <AccessDenied /> }
  return { founder: user }
}

function AccessDenied() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <ShieldExclamationPoint aria-hidden="true" className="size-12 text-fuchsia-700" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {copy.deniedTitle}
      </h1>
      <p className="mt-4 max-w-md text-lg text-stone-600">{copy.deniedDescription}</p>
      <ButtonLink href="/" size="lg" className="mt-10">
        {copy.backHome}
      </ButtonLink>
    </Container>
  )
}
