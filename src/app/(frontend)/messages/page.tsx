import type { Metadata } from 'next'

import { memberPage } from '@/features/accounts/member-page'
import { getConversations } from '@/features/messages/messages-data'
import { MessagesScreen } from '@/features/messages/messages-screen'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.messages.metaTitle, robots: { index: false } }

const signIn = {
  title: t.messages.accessRequired,
  description: t.messages.accessRequiredDescription,
}

type Props = { searchParams: Promise<{ to?: string | string[] }> }

// Direct messages: per member, so rendered on every request and never cached.
export default async function MessagesPage({ searchParams }: Props) {
  return memberPage(signIn, async (user) => {
    const { to } = await searchParams
    const target = Number(Array.isArray(to) ? to[0] : to)
    const conversations = await getConversations(user)
    const other = Number.isInteger(target) && target > 0 && target !== user.id ? target : null
    return (
      <MessagesScreen
        // A new ?to= starts the screen afresh.
        key={other ?? 'lista'}
        me={user.id}
        initialConversations={conversations}
        to={other}
      />
    )
  })
}
