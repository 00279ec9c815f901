'use client'

import { MessageCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/features/site/use-current-user'
import { t } from '@/i18n'

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
