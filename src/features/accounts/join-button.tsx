'use client'

import { ButtonLink, type ButtonVariant } from '@/components/ui/button'
import { useCurrentUser } from '@/features/site/use-current-user'
import { authPath } from './return-path'

/**
 * The home's "Únete a …": members go to /join; visitors sign up first and come back to /join.
 * Decided in the browser, so the home page stays prerendered.
 */
export function JoinButton({ label, variant }: { label: string; variant?: ButtonVariant }) {
  const { user } = useCurrentUser()
  return (
    <ButtonLink
      href={user ? '/join' : authPath('signup', '/join')}
      variant={variant}
      size="lg"
      data-cta="inicio-unete"
    >
      {label}
    </ButtonLink>
  )
}
