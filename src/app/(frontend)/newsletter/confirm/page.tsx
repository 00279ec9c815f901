import { linkQueryPage } from '@/features/accounts/link-query-page'
import { t } from '@/i18n'

/** The double opt-in link of the newsletter e-mail. */
const { metadata, Page } = linkQueryPage({
  copy: t.newsletter.confirm,
  endpoint: '/api/newsletter-subscribers/confirm',
  required: ['token'],
})

export { metadata }
export default Page
