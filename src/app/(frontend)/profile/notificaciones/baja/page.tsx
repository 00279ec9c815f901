import {
  LinkActionPage,
  linkActionMetadata,
  queryValue,
} from '@/features/accounts/link-action-page'
import { t } from '@/i18n'

export const metadata = linkActionMetadata(t.emailAlerts.unsubscribe)

type Props = {
  searchParams: Promise<{ u?: string | string[]; c?: string | string[]; token?: string | string[] }>
}

/** The unsubscribe link of every alert e-mail: one category off, without signing in. */
export default async function EmailAlertUnsubscribePage({ searchParams }: Props) {
  const params = await searchParams
  const u = queryValue(params.u)
  const c = queryValue(params.c)
  const token = queryValue(params.token)
  return (
    <LinkActionPage
      copy={t.emailAlerts.unsubscribe}
      endpoint="/api/users/email-alerts/unsubscribe"
      body={u && c && token ? { u, c, token } : null}
    />
  )
}
