import { linkQueryPage } from '@/features/accounts/link-query-page'
import { t } from '@/i18n'

/** The welcome e-mail's link: the member confirms the address with the button. */
const { metadata, Page } = linkQueryPage({
  copy: t.emailConfirm,
  endpoint: '/api/users/confirm-email',
  required: ['token'],
})

export { metadata }
export default Page
