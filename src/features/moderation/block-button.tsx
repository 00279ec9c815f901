'use client'

import { useState } from 'react'
import { mutate } from 'swr'

import { Ban, ShieldOff } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { DangerButton } from '@/components/ui/danger-button'
import { Dialog } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import { followersCountKey } from '@/features/follow/follow-api'
import * as t from '@/i18n/es'
import { blockedBetweenKey, useBlock } from './use-block'

type Props = {
  /** The member to block (the profile's owner). */
  userId: number
  /** Their name, for the confirmation and the toasts. */
  name: string
}

const copy = t.safety.block

/**
 * "Bloquear" / "Desbloquear" for signed-in members on someone else's profile. Blocking asks
 * first, since it also ends the follows between both; unblocking is immediate.
 */
export function BlockButton({ userId, name }: Props) {
  const { me, active, loading, pending, toggle } = useBlock(userId)
  const [confirming, setConfirming] = useState(false)
  if (!me) return null

  async function run() {
    setConfirming(false)
    try {
      const blocked = await toggle()
      if (blocked) toast.success(copy.blockedTitle, { description: copy.blocked(name) })
      else toast.success(copy.unblockedTitle, { description: copy.unblocked(name) })
    } catch (error) {
      console.error('No se pudo cambiar el bloqueo', error)
      toast.error(copy.errorTitle, { description: copy.error })
    } finally {
      // A block removes the follows both ways: the follow button and counts ask again.
      await Promise.all([
        mutate(['follow', me, userId]),
        mutate(followersCountKey(userId)),
        mutate(blockedBetweenKey(me, userId)),
      ])
    }
  }

  const Icon = active ? ShieldOff : Ban
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => (active ? void run() : setConfirming(true))}
        disabled={loading || pending}
        aria-busy={loading || pending}
        aria-haspopup={active ? undefined : 'dialog'}
      >
        <Icon aria-hidden="true" className="size-4" />
        {pending ? copy.pending : active ? copy.unblock : copy.block}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={copy.confirmTitle(name)}
        description={copy.confirmDescription}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {copy.cancel}
          </Button>
          <DangerButton tone="solid" onClick={() => void run()}>
            <Ban aria-hidden="true" className="size-4" />
            {copy.confirm}
          </DangerButton>
        </div>
      </Dialog>
    </>
  )
}
