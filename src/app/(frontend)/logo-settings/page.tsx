import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { founderGate } from '@/features/founder-tools/founder-gate'
import { LogoForm } from '@/features/founder-tools/logo-form'
import { getSiteSettings } from '@/features/site/get-site-settings'
import { t } from '@/i18n'

const copy = t.founderTools.logo

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false } }

// A founder page: it reads the session, so it is rendered per request.
export default async function LogoSettingsPage() {
  const gate = await founderGate()
  if ('page' in gate) return gate.page
  const { logo } = await getSiteSettings()
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mt-2 text-stone-600">{copy.intro}</p>
      <div className="mt-8 card p-5 shadow-sm sm:p-8">
        <LogoForm current={logo} />
      </div>
    </Container>
  )
}
