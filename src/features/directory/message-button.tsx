'use client'

import { useRouter } from 'next/navigation'

import { MessageCircle } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'

/** Opens a conversation with the listing's owner; hidden on one's own listing. */
export function MessageButton({ userId }: { userId: number }) {
  const { user } = useCurrentUser()
  const router = useRouter()
  if (user && user.id === userId) return null

  function onClick() {
    // Still asking who is signed in: go on, the messages page asks a visitor to sign in.
    if (user === null) {
      toast.error(t.artist.message.signInRequired)
      return
    }
    router.push(`/messages?to=${userId}`)
  }

  return (
    <Button variant="secondary" onClick={onClick}>
      <MessageCircle aria-hidden="true" className="size-4" />
      {t.artist.message.button}
    </Button>
  )
}
