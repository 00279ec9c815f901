import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.notFound.metaTitle }

/** The tab's title, as the layout's template makes it from `metadata.title`. */
const documentTitle = t.meta.titleTemplate.replace('%s', t.notFound.metaTitle)

export default function NotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      {/* After loading, the browser shows the page from Next's not-found payload, whose metadata
          is the layout's (the home page's title): React puts this title in the head instead. */}
      <title>{documentTitle}</title>
      <p
        className="text-7xl font-black tracking-tight text-fuchsia-700 sm:text-8xl"
        aria-hidden="true"
      >
        {t.notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t.notFound.title}
      </h1>
      <p className="mt-4 max-w-md text-lg text-stone-600">{t.notFound.description}</p>
      <ButtonLink href="/" size="lg" className="mt-10">
        {t.notFound.backHome}
      </ButtonLink>
    </Container>
  )
}
