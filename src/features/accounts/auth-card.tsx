import type { ReactNode } from 'react'

import { Container } from '@/components/ui/container'

/** The narrow page frame of the auth screens: a title over a white card. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <div className="stage-lights surface-dark py-12 text-white sm:py-16">
      <Container className="max-w-lg">
        <h1 className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 text-center text-stone-300">{intro}</p> : null}
        <div className="mt-8 card p-6 text-stone-900 shadow-sm [--focus-ring:var(--color-fuchsia-700)] sm:p-8">
          {children}
        </div>
      </Container>
    </div>
  )
}
