'use client'

import { Plus } from '@/components/icons'
import { ButtonLink } from '@/components/ui/button'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'

/** "Crear Perfil": members apply at /join, visitors sign up first. Decided here so the page stays cacheable. */
export function CreateProfileButton() {
  const { user } = useCurrentUser()
  return (
    <ButtonLink href={user ? '/join' : '/auth?mode=signup'} size="lg" data-cta="crear-perfil">
      <Plus aria-hidden="true" className="size-5" />
      {t.directoryControls.createProfile}
    </ButtonLink>
  )
}
