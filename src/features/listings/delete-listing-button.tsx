'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { Trash2 } from '@/components/icons/trash'
import { Button } from '@/components/ui/button'
import { DangerButton } from '@/components/ui/danger-button'
import { Dialog } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import type { ListingKind } from './listing-schema'
import { deleteListing } from './save-listing'

const copy = t.members.settings

/** "Eliminar perfil" and its confirmation dialog. */
export function DeleteListingButton({ kind }: { kind: ListingKind }) {
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const router = useRouter()

  const confirm = () =>
    startTransition(async () => {
      const result = await deleteListing(kind)
      if (!result.ok) {
        toast.error(copy.deleteError, { description: result.message })
        return
      }
      setOpen(false)
      toast.success(copy.deleted)
      router.push('/profile')
    })

  return (
    <>
      <DangerButton onClick={() => setOpen(true)} aria-haspopup="dialog" className="h-12">
        <Trash2 aria-hidden="true" className="size-4" />
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
