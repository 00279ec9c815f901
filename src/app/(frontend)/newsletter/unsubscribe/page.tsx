import {
  LinkActionPage,
  linkActionMetadata,
  queryValue,
} from '@/features/accounts/link-action-page'
import { t } from '@/i18n'

export const metadata = linkActionMetadata(t.newsletter.unsubscribe)

type Props = {
  searchParams: Promise<{
    id?: string | string[]
    token?: string | string[]
    issue?: string | string[]
  }>
}

/**
 * The unsubscribe link every newsletter e-mail carries; `issue`, from an issue's copy, lets that
 * issue's report count the unsubscribe.
 */
export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  const params = await searchParams
  const id = queryValue(params.id)
  const token = queryValue(params.token)
  const issue = queryValue(params.issue)
  return (
    <LinkActionPage
      copy={t.newsletter.unsubscribe}
      endpoint="/api/newsletter-subscribers/unsubscribe"
      body={id && token ? { id, token, ...(issue && { issue }) } : null}
    />
  )
}
