import type { Metadata } from 'next'

import { LegalDocument } from '@/components/legal-document'
import { t } from '@/i18n'

export const metadata: Metadata = {
  title: t.privacy.metaTitle,
  description: t.privacy.metaDescription,
  alternates: { canonical: '/privacy' },
}

export default function PrivacyPage() {
  return (
    <LegalDocument title={t.privacy.title} intro={t.privacy.intro} sections={t.privacy.sections} />
  )
}
