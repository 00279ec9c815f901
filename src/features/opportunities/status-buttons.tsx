'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { setApplicationStatus, setOpportunityStatus } from './opportunity-api'
import type { ApplicationStatus, OpportunityStatus } from './opportunity-rules'

const copy = t.opportunities

/** One button that moves an opportunity or an application to a status, then refreshes the page. */
function useMove(
  move: () => Promise<{ ok: boolean; message: string | null }>,
  done: string,
  failed: string,
) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    const reply = await move()
    setBusy(false)
    if (!reply.ok) {
      toast.error(failed, { description: reply.message ?? undefined })
      return
    }
    toast.success(done)
    router.refresh()
  }
  return { busy, run }
}

/** Publish, close or reopen, on "Mis oportunidades". */
export function OpportunityStatusButton({
  id,
  status,
  label,
  variant = 'secondary',
}: {
  id: number
  status: OpportunityStatus
  label: string
  variant?: 'primary' | 'secondary'
}) {
  const { busy, run } = useMove(
    () => setOpportunityStatus(id, status),
    copy.detail.statusChanged,
    copy.detail.statusError,
  )
  return (
    <Button size="sm" variant={variant} onClick={run} disabled={busy}>
      {label}
    </Button>
  )
}

/** A poster's decision on an application, or the applicant withdrawing it. */
export function ApplicationStatusButton({
  id,
  status,
  label,
  applicant,
  variant = 'secondary',
}: {
  id: number
  status: ApplicationStatus
  label: string
  /** Whose application, for the button's accessible name. */
  applicant?: string
  variant?: 'primary' | 'secondary'
}) {
  const { busy, run } = useMove(
    () => setApplicationStatus(id, status),
    status === 'withdrawn' ? copy.apply.withdrawn : copy.mine.changed,
    status === 'withdrawn' ? copy.apply.withdrawError : copy.mine.changeError,
  )
  return (
    <Button
      size="sm"
      variant={variant}
      onClick={run}
      disabled={busy}
      aria-label={applicant ? `${label}: ${applicant}` : undefined}
    >
      {label}
    </Button>
  )
}
