'use client'

import { LogOut, UserRound } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'

import { Button, buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { useCurrentUser } from '@/features/site/use-current-user'
import { t } from '@/i18n'

type Props = { layout: 'bar' | 'panel'; onNavigate?: () => void }

/**
 * "Acceder" for visitors, "Mi Perfil" and "Salir" for members. The session is asked from the
 * browser so the pages around it stay cached for everybody.
 */
export function AccountLinks({ layout, onNavigate }: Props) {
  const { user, isLoading, mutate } = useCurrentUser()
  const router = useRouter()
  const [signingOut, setSigningOut] = useState(false)
  const panel = layout === 'panel'
  const wrapper = panel ? 'flex flex-col gap-3' : 'flex items-center justify-end gap-2'

  if (isLoading || user === undefined) {
    // Same height as the buttons, so nothing moves when the session arrives.
    return (
      <div className={wrapper} aria-hidden="true">
        <span
          className={cn('h-9 animate-pulse rounded-full bg-white/10', panel ? 'w-full' : 'w-24')}
        />
      </div>
    )
  }

  if (!user) {
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

  const signOut = async () => {
    setSigningOut(true)
    try {
      const response = await fetch('/api/users/logout', { method: 'POST', credentials: 'include' })
      // An expired session also answers with an error: what counts is that nobody is signed in now.
      const stillSignedIn = await mutate()
      if (stillSignedIn) throw new Error(`POST /api/users/logout respondió ${response.status}`)
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
