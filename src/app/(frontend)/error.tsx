'use client'

import { useEffect } from 'react'

import { RotateCw } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import * as t from '@/i18n/es'

type Props = { error: unknown; retry: () => void }

/** Crash screen for any page of the site; header and footer stay usable around it. */
export default function ErrorPage({ error, retry }: Props) {
  useEffect(() => {
    console.error(error)
  }, [error])

  const digest =
    error instanceof Error && 'digest' in error && typeof error.digest === 'string'
      ? error.digest
      : null

  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.errorPage.title}</h1>
      <p className="mt-4 max-w-md text-lg text-stone-600">{t.errorPage.description}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-5" />
          {t.errorPage.reload}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => retry()}>
          {t.errorPage.retry}
        </Button>
      </div>
      {digest && <p className="mt-8 text-sm text-stone-600">{t.errorPage.reference(digest)}</p>}
    </Container>
  )
}
