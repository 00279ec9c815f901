'use client'

import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { memberOnly } from '@/features/site/member-only'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'

export type AccountLinksProps = { layout: 'bar' | 'panel'; onNavigate?: () => void }

export const accountWrapper = (layout: AccountLinksProps['layout']) =>
  layout === 'panel' ? 'flex flex-col gap-3' : 'flex items-center justify-end gap-2'

/**
 * "Acceder" for visitors, "Mi Perfil" and "Salir" for members. The session is asked from the
 * browser so the pages around it stay cached; the members' links load for members only.
 */
export const AccountLinks = memberOnly(
  () => import('@/features/site/member-shell').then(({ MemberAccountLinks }) => MemberAccountLinks),
  { fallback: (props: AccountLinksProps) => <VisitorAccountLinks {...props} /> },
)

/** "Acceder", or a placeholder while the session (or a member's links) is on its way. */
function VisitorAccountLinks({ layout, onNavigate }: AccountLinksProps) {
  const { user } = useCurrentUser()
  const panel = layout === 'panel'
  const wrapper = accountWrapper(layout)

  if (user !== null) {
    // Same height as the buttons, so nothing moves when the session arrives.
    return (
      <div className={wrapper} aria-hidden="true">
        <span
          className={cn('h-9 animate-pulse rounded-full bg-white/10', panel ? 'w-full' : 'w-24')}
        />
      </div>
    )
  }

  return (
    <div className={wrapper}>
      <Link
        href="/auth"
        onClick={onNavigate}
        className={buttonClasses({ size: 'sm', className: panel ? 'w-full' : undefined })}
      >
        {t.account.signIn}
      </Link>
    </div>
  )
}
