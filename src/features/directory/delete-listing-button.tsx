'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { Trash } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { DangerButton } from '@/components/ui/danger-button'
import { Dialog } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { ApiError } from '@/lib/api-client'
import { deleteListing } from './listing-api'
import type { ListingKind } from './listing-schema'

const copy = t.members.settings

/** "Eliminar perfil" and its confirmation dialog. */
export function DeleteListingButton({ kind, id }: { kind: ListingKind; id: number }) {
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const router = useRouter()

  const confirm = () =>
    startTransition(async () => {
      const failed = await deleteListing(kind, id).then(
        () => null,
        (error: unknown) => {
          if (!(error instanceof ApiError)) console.error(copy.deleteError, error)
          return (error instanceof ApiError && error.message) || copy.deleteError
        },
      )
      if (failed) {
        toast.error(copy.deleteError, { description: failed })
        return
      }
      setOpen(false)
      toast.success(copy.deleted)
      router.push('/profile')
    })

  return (
    <>
      <DangerButton onClick={() => setOpen(true)} aria-haspopup="dialog" className="h-12">
        <Trash aria-hidden="true" className="size-4" />
        {copy.delete}
      </DangerButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={copy[kind].deleteTitle}
        description={copy[kind].deleteWarning}
      >
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t.members.common.cancel}
          </Button>
          <DangerButton tone="solid" onClick={confirm} disabled={pending}>
            {pending ? t.members.common.deleting : copy.confirmDelete}
          </DangerButton>
        </div>
      </Dialog>
    </>
  )
}
