import {
  LinkActionPage,
  linkActionMetadata,
  queryValue,
} from '@/features/accounts/link-action-page'
import { t } from '@/i18n'

export const metadata = linkActionMetadata(t.newsletter.confirm)

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The double opt-in link of the newsletter e-mail. */
export default async function NewsletterConfirmPage({ searchParams }: Props) {
  const token = queryValue((await searchParams).token)
  return (
    <LinkActionPage
      copy={t.newsletter.confirm}
      endpoint="/api/newsletter-subscribers/confirm"
      body={token ? { token } : null}
    />
  )
}
