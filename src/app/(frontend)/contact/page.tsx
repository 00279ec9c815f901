import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { ContactDetails } from '@/features/contact/contact-details'
import { ContactFaq } from '@/features/contact/contact-faq'
import { ContactForm } from '@/features/contact/contact-form'
import { getSiteSettings } from '@/features/site/get-site-settings'
import { t } from '@/i18n'

export const metadata: Metadata = {
  title: t.contact.metaTitle,
  description: t.contact.metaDescription,
  alternates: { canonical: '/contact' },
}

// Prerendered like the rest of the site; only the form's server action runs per request.
export const revalidate = 3600

export default async function ContactPage() {
  const settings = await getSiteSettings()
  return (
    <>
      <div className="stage-lights surface-dark text-white">
        <Container className="py-14 sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t.contact.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-300">{t.contact.intro}</p>
        </Container>
      </div>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <section className="card p-6 shadow-sm sm:p-8">
            <h2 className="mb-2 text-2xl font-bold tracking-tight">{t.contact.form.title}</h2>
            <ContactForm />
          </section>
          <ContactDetails settings={settings} />
        </div>
        <ContactFaq />
      </Container>
    </>
  )
}
