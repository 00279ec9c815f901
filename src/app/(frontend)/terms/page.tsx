import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal-document'
import { t } from '@/i18n'

export const metadata: Metadata = {
  title: t.terms.metaTitle,
  description: t.terms.metaDescription,
  alternates: { canonical: '/terms' },
}

export default function TermsPage() {
  return <LegalDocument title={t.terms.title} intro={t.terms.intro} sections={t.terms.sections} />
}
