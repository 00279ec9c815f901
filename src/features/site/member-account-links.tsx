'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { LogOut, UserRound } from '@/components/icons'
import { Button, buttonClasses } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useCurrentUser } from './use-current-user'
import * as t from '@/i18n/es'
import { apiRequest } from '@/lib/api-client'
import { accountWrapper, type AccountLinksProps } from './account-links-view'

/** "Mi Perfil" and "Salir" for a signed-in member (AccountLinks loads this for members only). */
export function MemberAccountLinks({ layout, onNavigate }: AccountLinksProps) {
  const { mutate } = useCurrentUser()
  const router = useRouter()
  const [signingOut, setSigningOut] = useState(false)
  const panel = layout === 'panel'
  const wrapper = accountWrapper(layout)

  const signOut = async () => {
    setSigningOut(true)
    try {
      // An expired session also answers with an error: what counts is that nobody is signed in now.
      const failure = await apiRequest('POST', '/api/users/logout').then(
        () => null,
        (error: unknown) => error,
      )
      const stillSignedIn = await mutate()
      if (stillSignedIn)
        throw failure ?? new Error('POST /api/users/logout: la sesión sigue abierta')
      onNavigate?.()
      router.push('/')
      router.refresh()
    } catch (error) {
      console.error('No se pudo cerrar la sesión', error)
      toast.error(t.account.signOutErrorTitle, { description: t.account.signOutErrorDescription })
    } finally {
      setSigningOut(false)
    }
  }

  const width = panel ? 'w-full' : undefined
  return (
    <div className={wrapper}>
      <Link
        href="/profile"
        onClick={onNavigate}
        className={buttonClasses({ variant: 'secondaryOnDark', size: 'sm', className: width })}
      >
        <UserRound aria-hidden="true" className="size-4" />
        {t.account.profile}
      </Link>
      <Button
        variant="ghostOnDark"
        size="sm"
        className={width}
        onClick={signOut}
        disabled={signingOut}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {signingOut ? t.account.signingOut : t.account.signOut}
      </Button>
    </div>
  )
}
