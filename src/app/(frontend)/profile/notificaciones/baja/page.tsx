import { linkQueryPage } from '@/features/accounts/link-query-page'
import { t } from '@/i18n'

/** The unsubscribe link of every alert e-mail: one category off, without signing in. */
const { metadata, Page } = linkQueryPage({
  copy: t.emailAlerts.unsubscribe,
  endpoint: '/api/users/email-alerts/unsubscribe',
  required: ['u', 'c', 'token'],
})

export { metadata }
export default Page
