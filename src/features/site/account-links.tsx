'use client'

import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { cx } from '@/components/ui/cx'
import { memberOnly } from './member-only'
import { useCurrentUser } from './use-current-user'
import * as t from '@/i18n/es'
import { accountWrapper, type AccountLinksProps } from './account-links-view'

/**
 * "Acceder" for visitors, "Mi Perfil" and "Salir" for members. The session is asked from the
 * browser so the pages around it stay cached; the members' links load for members only.
 */
export const AccountLinks = memberOnly(
  () => import('./member-shell').then(({ MemberAccountLinks }) => MemberAccountLinks),
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
          className={cx('h-9 animate-pulse rounded-full bg-white/10', panel ? 'w-full' : 'w-24')}
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
