import {
  LinkActionPage,
  linkActionMetadata,
  queryValue,
} from '@/features/accounts/link-action-page'
import { t } from '@/i18n'

export const metadata = linkActionMetadata(t.emailConfirm)

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The welcome e-mail's link: the member confirms the address with the button. */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const token = queryValue((await searchParams).token)
  return (
    <LinkActionPage
      copy={t.emailConfirm}
      endpoint="/api/users/confirm-email"
      body={token ? { token } : null}
    />
  )
}
