'use client'

import { useEffect, useState, type FormEvent } from 'react'

import { Flag } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Dialog } from '@/components/ui/dialog'
import { CountedTextAreaField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import { checkText } from '@/lib/text-rules'
import { sendReport } from './report-api'
import { REPORT_REASON_MAX, reportReason, type ReportTargetType } from './report-schema'

type Props = {
  targetType: ReportTargetType
  /** The post's or comment's id; for 'profile', the member's user id (as in /profile/{id}). */
  targetId: number
  /** Who wrote it, when known: nobody reports their own content, so the button hides. */
  ownerId?: number | null
  /** A small icon button (posts, comments) instead of a labelled one (profiles). */
  compact?: boolean
  className?: string
}

/**
 * "Denunciar" for signed-in members: a dialog asks the reason (required, up to 1000 characters)
 * and sends it to the moderators. Hidden for visitors and on one's own content.
 */
export function ReportButton({ targetType, targetId, ownerId, compact, className }: Props) {
  const { user } = useCurrentUser()
  const [open, setOpen] = useState(false)
  if (!user || (ownerId != null && ownerId === user.id)) return null
  const copy = t.safety.report

  return (
    <>
      {compact ? (
        <button
          type="button"
          aria-label={copy.buttonLabel[targetType]}
          aria-haspopup="dialog"
          title={copy.button}
          onClick={() => setOpen(true)}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-red-700',
            className,
          )}
        >
          <Flag aria-hidden="true" className="size-4" />
        </button>
      ) : (
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          aria-label={copy.buttonLabel[targetType]}
          onClick={() => setOpen(true)}
          className={className}
        >
          <Flag aria-hidden="true" className="size-4" />
          {copy.button}
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={copy.title[targetType]}
        description={copy.description}
      >
        <ReportForm targetType={targetType} targetId={targetId} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  )
}

type FormProps = { targetType: ReportTargetType; targetId: number; onDone: () => void }

function ReportForm({ targetType, targetId, onDone }: FormProps) {
  const copy = t.safety.report
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const fieldName = `denuncia-${targetType}-${targetId}`

  // The dialog opens (showModal) after this form mounts and focuses its first button; the reason
  // is what the member came to write, so it takes the focus once the dialog is open.
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      document.getElementById(`campo-${fieldName}`)?.focus(),
    )
    return () => cancelAnimationFrame(frame)
  }, [fieldName])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkText(reason, reportReason)
    if (!checked.ok) {
      setError(checked.message)
      document.getElementById(`campo-${fieldName}`)?.focus()
      return
    }
    setError(undefined)
    setSending(true)
    const reply = await sendReport(targetType, targetId, checked.value)
    setSending(false)
    if (reply.ok) {
      toast.success(copy.sentTitle, { description: copy.sent })
      onDone()
    } else {
      toast.error(copy.errorTitle, { description: reply.message })
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <CountedTextAreaField
        name={fieldName}
        label={copy.reasonLabel}
        placeholder={copy.reasonPlaceholder}
        value={reason}
        maxLength={REPORT_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        rows={5}
        required
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={sending}>
          {copy.cancel}
        </Button>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  )
}
