import { linkQueryPage } from '@/features/accounts/link-query-page'
import { t } from '@/i18n'

/**
 * The unsubscribe link every newsletter e-mail carries; `issue`, from an issue's copy, lets that
 * issue's report count the unsubscribe.
 */
const { metadata, Page } = linkQueryPage({
  copy: t.newsletter.unsubscribe,
  endpoint: '/api/newsletter-subscribers/unsubscribe',
  required: ['id', 'token'],
  optional: ['issue'],
})

export { metadata }
export default Page
