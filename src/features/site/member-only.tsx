'use client'

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

import { useCurrentUser, type CurrentUser } from './use-current-user'

type Options<P> = {
  /** Who gets the component; any signed-in member by default. */
  when?: (user: CurrentUser) => boolean
  /** What everybody else sees (and members while it loads); nothing by default. */
  fallback?: (props: P) => ReactNode
}

/**
 * A component that only signed-in members get, downloaded once the browser knows one is signed
 * in: visitors, most of the traffic, never load its code. `load` imports the real component.
 */
export function memberOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when, fallback }: Options<P> = {},
) {
  const Loaded = lazy(async () => ({ default: await load() }))
  function MemberOnly(props: P) {
    const { user } = useCurrentUser()
    const other = fallback ? fallback(props) : null
    if (!user || (when && !when(user))) return other
    return (
      <Suspense fallback={other}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return MemberOnly
}
