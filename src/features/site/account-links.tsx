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

/**
 * "Acceder" for a visitor, or a placeholder while a member's links are on their way. Before the
 * session is known (the server's HTML, and until the browser has asked) both are drawn and the
 * page's mark picks one (`.visitor-only` and `.session-pending` in globals.css).
 */
function VisitorAccountLinks({ layout, onNavigate }: AccountLinksProps) {
  const { user } = useCurrentUser()
  const panel = layout === 'panel'
  const unknown = user === undefined
  const link = (
    <Link
      href="/auth"
      onClick={onNavigate}
      className={buttonClasses({
        size: 'sm',
        className: cx(panel && 'w-full', unknown && 'visitor-only'),
      })}
    >
      {t.account.signIn}
    </Link>
  )
  // Same height as the buttons, so nothing moves when the member's links arrive.
  const placeholder = (
    <span
      aria-hidden="true"
      className={cx(
        'h-9 animate-pulse rounded-full bg-white/10',
        panel ? 'w-full' : 'w-24',
        unknown && 'session-pending',
      )}
    />
  )
  return (
    <div className={accountWrapper(layout)}>
      {user === null || unknown ? link : null}
      {user === null ? null : placeholder}
    </div>
  )
}
