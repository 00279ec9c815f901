import type { Metadata } from 'next'

import { UserX } from '@/components/icons'
import { NotFoundMessage } from '@/components/ui/not-found-message'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.members.publicProfile.notFound }

/** An unknown or removed user (answered with HTTP 404). */
export default function ProfileNotFound() {
  const copy = t.members.publicProfile
  return (
    <NotFoundMessage
      icon={UserX}
      title={copy.notFound}
      description={copy.notFoundDescription}
      href="/"
      action={copy.backHome}
    />
  )
}
