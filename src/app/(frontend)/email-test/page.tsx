import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { EmailTools } from '@/features/founder-tools/email-tools'
import { founderGate } from '@/features/founder-tools/founder-gate'
import { NewsletterForm } from '@/features/newsletter/newsletter-form'
import { t } from '@/i18n'

const copy = t.founderTools.email

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false } }

// A founder page: it reads the session, so it is rendered per request.
export default async function EmailTestPage() {
  const gate = await founderGate()
  if ('page' in gate) return gate.page
  return (
    <Container className="max-w-3xl space-y-8 py-10 sm:py-14">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h1>
        <p className="mt-2 text-stone-600">{copy.intro}</p>
      </div>
      <EmailTools email={gate.founder.email} />
      <section aria-labelledby="newsletter-test-title" className="card p-5 shadow-sm sm:p-8">
        <h2 id="newsletter-test-title" className="text-xl font-bold">
          {copy.newsletterTitle}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{copy.newsletterDescription}</p>
        {/* The footer's form as it is, on its own dark background. */}
        <div className="mt-5 rounded-2xl bg-night p-5 sm:p-6">
          <NewsletterForm />
        </div>
      </section>
    </Container>
  )
}
