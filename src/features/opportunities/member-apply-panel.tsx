'use client'

import Link from 'next/link'
import { useEffect, useState, type FormEvent } from 'react'

import { Button, ButtonLink } from '@/components/ui/button'
import { CountedTextAreaField, TextAreaField, TextField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import type { Opportunity, OpportunityApplication } from '../../../payload-types'
import {
  ownApplication,
  readOpportunity,
  sendApplication,
  setApplicationStatus,
  setOpportunityStatus,
} from './opportunity-api'
import { ApplicationStatusBadge, ApplyFrame, type ApplyPanelProps } from './apply-panel-view'
import { LINKS_MAX, NOTE_MAX, type ApplicationStatus } from './opportunity-rules'

const copy = t.opportunities

type State =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'poster'; opportunity: Opportunity }
  | { kind: 'applicant'; application: OpportunityApplication | null }

/** The member half of the apply panel (loaded only through apply-panel.tsx). */
export function MemberApplyPanel(props: ApplyPanelProps) {
  const { user } = useCurrentUser()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const userId = user?.id

  useEffect(() => {
    if (userId == null) return
    let live = true
    const load = async () => {
      try {
        // A block either way (or moderation) makes the opportunity unreadable to this member.
        const opportunity = await readOpportunity(props.id)
        if (!live) return
        if (userId === props.posterId) return setState({ kind: 'poster', opportunity })
        setState({ kind: 'applicant', application: await ownApplication(props.id, userId) })
      } catch {
        if (live) setState({ kind: 'unavailable' })
      }
    }
    void load()
    return () => {
      live = false
    }
  }, [props.id, props.posterId, userId])

  if (state.kind === 'loading') {
    return (
      <ApplyFrame>
        <p role="status" className="text-sm text-stone-600">
          {t.opportunities.list.loading}
        </p>
      </ApplyFrame>
    )
  }
  if (state.kind === 'unavailable') {
    return (
      <ApplyFrame>
        <p role="status" className="text-sm text-stone-700">
          {copy.detail.unavailable}
        </p>
      </ApplyFrame>
    )
  }
  if (state.kind === 'poster') {
    return (
      <PosterControls
        opportunity={state.opportunity}
        onChange={(opportunity) => setState({ kind: 'poster', opportunity })}
      />
    )
  }
  if (state.application) {
    return (
      <OwnApplication
        application={state.application}
        onChange={(application) => setState({ kind: 'applicant', application })}
      />
    )
  }
  if (!props.accepting) return null
  return (
    <ApplyForm {...props} onSent={(application) => setState({ kind: 'applicant', application })} />
  )
}

/** The poster's own opportunity: publish, close or reopen, edit, review. */
function PosterControls({
  opportunity,
  onChange,
}: {
  opportunity: Opportunity
  onChange: (opportunity: Opportunity) => void
}) {
  const [busy, setBusy] = useState(false)
  const count = Number(opportunity.applicationsCount ?? 0)
  const move = async (status: 'open' | 'closed') => {
    setBusy(true)
    const reply = await setOpportunityStatus(opportunity.id, status)
    setBusy(false)
    if (!reply.ok) return toast.error(copy.detail.statusError, { description: reply.message })
    toast.success(copy.detail.statusChanged)
    onChange(reply.data.doc)
  }
  return (
    <ApplyFrame>
      <p className="text-sm text-stone-700">
        {opportunity.status === 'draft' ? copy.detail.draftNotice : copy.detail.ownNotice}{' '}
        {copy.card.applications(count)}
      </p>
      <div className="flex flex-wrap gap-2">
        {opportunity.status === 'draft' ? (
          <Button onClick={() => move('open')} disabled={busy}>
            {copy.detail.publishDraft}
          </Button>
        ) : null}
        {opportunity.status === 'open' ? (
          <Button variant="secondary" onClick={() => move('closed')} disabled={busy}>
            {copy.detail.close}
          </Button>
        ) : null}
        {opportunity.status === 'closed' ? (
          <Button onClick={() => move('open')} disabled={busy}>
            {copy.detail.reopen}
          </Button>
        ) : null}
        {count === 0 ? (
          <ButtonLink href={`/oportunidades/${opportunity.id}/editar`} variant="secondary">
            {copy.detail.edit}
          </ButtonLink>
        ) : null}
        <ButtonLink href={`/oportunidades/${opportunity.id}/solicitudes`} variant="secondary">
          {copy.detail.review}
        </ButtonLink>
      </div>
    </ApplyFrame>
  )
}

/** The member's application: its state, and withdrawing while it is pending. */
function OwnApplication({
  application,
  onChange,
}: {
  application: OpportunityApplication
  onChange: (application: OpportunityApplication) => void
}) {
  const [busy, setBusy] = useState(false)
  const withdraw = async () => {
    setBusy(true)
    const reply = await setApplicationStatus(application.id, 'withdrawn')
    setBusy(false)
    if (!reply.ok) return toast.error(copy.apply.withdrawError, { description: reply.message })
    toast.success(copy.apply.withdrawn)
    onChange(reply.data.doc)
  }
  return (
    <ApplyFrame>
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
        <span className="font-semibold">{copy.apply.yours}:</span>
        <ApplicationStatusBadge status={application.status as ApplicationStatus} />
      </p>
      {application.status === 'pending' ? (
        <Button variant="secondary" size="sm" onClick={withdraw} disabled={busy}>
          {busy ? copy.apply.withdrawing : copy.apply.withdraw}
        </Button>
      ) : null}
      <Link
        href="/oportunidades/solicitudes"
        className="block text-sm font-semibold text-fuchsia-800 underline underline-offset-2"
      >
        {copy.list.myApplications}
      </Link>
    </ApplyFrame>
  )
}

/** The application: a note, one answer per question, up to three links. */
function ApplyForm({
  id,
  questions,
  onSent,
}: ApplyPanelProps & { onSent: (application: OpportunityApplication) => void }) {
  const [note, setNote] = useState('')
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''))
  const [links, setLinks] = useState<string[]>(() => Array.from({ length: LINKS_MAX }, () => ''))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError('')
    const reply = await sendApplication({
      opportunity: id,
      note: note.trim(),
      answers: answers.map((answer) => ({ answer: answer.trim() })),
      links: links
        .map((url) => url.trim())
        .filter(Boolean)
        .map((url) => ({ url })),
    })
    setBusy(false)
    if (!reply.ok) {
      setError(reply.message)
      setFieldErrors(reply.fieldErrors)
      return
    }
    toast.success(copy.apply.sent, { description: copy.apply.sentHint })
    onSent(reply.data.doc)
  }

  return (
    <ApplyFrame>
      <p className="text-sm text-stone-700">{copy.apply.attached}</p>
      <form onSubmit={submit} noValidate className="space-y-2">
        <CountedTextAreaField
          name="nota"
          label={copy.apply.note}
          placeholder={copy.apply.notePlaceholder}
          value={note}
          maxLength={NOTE_MAX}
          rows={5}
          onChange={(event) => setNote(event.target.value)}
          error={fieldErrors.note}
        />
        {questions.map((question, index) => (
          <TextAreaField
            key={index}
            name={`respuesta-${index + 1}`}
            label={question}
            required
            rows={3}
            maxLength={1000}
            value={answers[index] ?? ''}
            onChange={(event) =>
              setAnswers((all) => all.map((a, i) => (i === index ? event.target.value : a)))
            }
            error={fieldErrors[`answers.${index}.answer`]}
          />
        ))}
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold text-stone-900">{copy.apply.links}</legend>
          {links.map((link, index) => (
            <TextField
              key={index}
              name={`enlace-${index + 1}`}
              label={copy.apply.linkLabel(index + 1)}
              type="url"
              inputMode="url"
              placeholder={copy.apply.linkPlaceholder}
              value={link}
              onChange={(event) =>
                setLinks((all) => all.map((l, i) => (i === index ? event.target.value : l)))
              }
              error={fieldErrors[`links.${index}.url`]}
            />
          ))}
        </fieldset>
        <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
          {error}
        </p>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? copy.apply.submitting : copy.apply.submit}
        </Button>
      </form>
    </ApplyFrame>
  )
}
