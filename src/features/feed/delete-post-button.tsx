'use client'

import { useState, useTransition } from 'react'

import { Trash } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { DangerButton } from '@/components/ui/danger-button'
import { Dialog } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { ApiError } from '@/lib/api-client'
import { deletePost } from './feed-api'

const copy = t.feed.post

/** "Eliminar post" (shown to its author only) and its confirmation dialog. */
export function DeletePostButton({
  postId,
  onDeleted,
}: {
  postId: number
  onDeleted: (id: number) => void
}) {
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()

  const confirm = () =>
    startTransition(async () => {
      try {
        await deletePost(postId)
        setOpen(false)
        toast.success(copy.deleted)
        onDeleted(postId)
      } catch (error) {
        console.error(copy.deleteError, error)
        const refused = error instanceof ApiError && (error.status === 403 || error.status === 404)
        toast.error(copy.deleteError, { description: refused ? copy.notAuthorized : undefined })
      }
    })

  return (
    <>
      <DangerButton
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={copy.delete}
        className="h-10 px-3"
      >
        <Trash aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{copy.delete}</span>
      </DangerButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={copy.deleteTitle}
        description={copy.deleteWarning}
      >
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t.members.common.cancel}
          </Button>
          <DangerButton tone="solid" onClick={confirm} disabled={pending}>
            {pending ? copy.deleting : copy.confirmDelete}
          </DangerButton>
        </div>
      </Dialog>
    </>
  )
}
