'use client'

import { Button, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import useSWR from 'swr'

import { AdminNotice, type AdminNoticeState } from '@/components/ui/admin-notice'
import * as t from '@/i18n/es'
import { ApiError, apiReply, apiRequest } from '@/lib/api-client'
import type { IssueReport } from '../sending'

// The sidebar desk of a newsletter issue (collections/NewsletterIssues): preview (HTML and text,
// in a dialog), a test to oneself, send now or schedule, cancel a scheduled send, and the report,
// refreshed every few seconds while the issue is being sent. Every action is an endpoint of
// src/features/newsletter/issue-endpoints.ts, which checks the role again.

const copy = t.newsletterIssues
const desk = copy.desk

type Report = IssueReport & {
  status: 'draft' | 'scheduled' | 'sending' | 'sent'
  /** Sent "now": the queue is about to start it. */
  starting: boolean
  scheduledFor: string | null
  sentAt: string | null
}
type Preview = {
  subject: string
  preheader: string
  html: string
  text: string
  recipients: number
}

const fetchJson = <T,>(url: string) => apiRequest<T>('GET', url)

const spanishDate = (iso: string) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))

/** A datetime-local value for an hour from now, in the browser's time zone. */
const inAnHour = () => {
  const date = new Date(Date.now() + 60 * 60 * 1000)
  date.setMinutes(date.getMinutes() - date.getTimezoneOffset(), 0, 0)
  return date.toISOString().slice(0, 16)
}

export function NewsletterDesk() {
  const { id } = useDocumentInfo()
  const modified = useFormModified()
  const router = useRouter()
  const [notice, setNotice] = useState<AdminNoticeState | null>(null)
  /** The action under way, if any. */
  const [busy, setBusy] = useState<string | null>(null)
  // Buttons come and go with the status: focus moves to the heading, never to the page's start.
  const heading = useRef<HTMLHeadingElement>(null)
  const [confirming, setConfirming] = useState(false)
  const [when, setWhen] = useState(inAnHour)
  const whenId = useId()
  const base = id ? `/api/newsletter-issues/${id}` : null
  // While the issue is scheduled or sending its figures move: asked again every 3 s. A number, not
  // SWR's function form, whose polling never starts when the first answer is a draft.
  const [moving, setMoving] = useState(false)
  const { data: report, mutate } = useSWR(base && `${base}/report`, fetchJson<Report>, {
    refreshInterval: moving ? 3000 : 0,
    onSuccess: (latest) => setMoving(latest.status === 'sending' || latest.status === 'scheduled'),
  })
  // The same key as the preview dialog's: one request, shared.
  const { data: preview } = useSWR(base && `${base}/preview`, fetchJson<Preview>)
  const recipients = preview?.recipients ?? null

  if (!base) return <p className="field-description">{desk.saveFirst}</p>
  // Nothing to act on before the status is known (a sent issue must never offer "send").
  if (!report) return <p role="status">{desk.loading}</p>

  const act = async (path: string, body?: unknown) => {
    setBusy(path)
    setNotice(null)
    const reply = await apiReply<{ message?: string }>('POST', `${base}/${path}`, body ?? {})
    setBusy(null)
    setConfirming(false)
    setNotice({ ok: reply.ok, text: reply.message ?? desk.error })
    heading.current?.focus()
    await mutate()
    // The form's read-only status and dates come from the server.
    if (reply.ok && path !== 'test') router.refresh()
  }

  const status = report.starting ? 'sending' : report.status
  return (
    <section aria-labelledby={`${whenId}-title`} style={{ marginBottom: 'var(--base)' }}>
      <h3
        id={`${whenId}-title`}
        ref={heading}
        tabIndex={-1}
        style={{ margin: '0 0 calc(var(--base) / 2)' }}
      >
        {desk.title}
      </h3>
      <p>
        <strong>{copy.fields.status}:</strong> {copy.status[status]}
        {status === 'scheduled' && report.scheduledFor
          ? ` · ${desk.scheduledFor(spanishDate(report.scheduledFor))}`
          : ''}
      </p>
      {modified ? (
        <p role="note" style={{ color: 'var(--theme-warning-750)' }}>
          {desk.unsavedChanges}
        </p>
      ) : null}

      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <PreviewDialog base={base} />
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={busy !== null}
          onClick={() => void act('test')}
        >
          {busy === 'test' ? desk.testSending : desk.test}
        </Button>
      </div>

      {status === 'draft' ? (
        <div style={{ marginTop: 'var(--base)' }}>
          {recipients !== null ? <p>{desk.recipients(recipients)}</p> : null}
          {confirming ? (
            <div
              role="group"
              aria-label={desk.sendNow}
              tabIndex={-1}
              // Focus follows the question, so a keyboard user hears it and answers.
              ref={(node) => node?.focus()}
            >
              <p>{desk.sendConfirm(recipients ?? 0)}</p>
              <div style={{ display: 'flex', gap: 8 }}>
                <Button
                  size="small"
                  margin={false}
                  disabled={busy !== null}
                  onClick={() => void act('send')}
                >
                  {desk.sendNow}
                </Button>
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  onClick={() => setConfirming(false)}
                >
                  {t.common.cancel}
                </Button>
              </div>
            </div>
          ) : (
            <Button
              size="small"
              margin={false}
              disabled={busy !== null || modified}
              onClick={() => setConfirming(true)}
            >
              {desk.sendNow}
            </Button>
          )}
          <div style={{ marginTop: 'var(--base)' }}>
            <label htmlFor={whenId} style={{ display: 'block' }}>
              {desk.scheduleAt}
            </label>
            <input
              id={whenId}
              type="datetime-local"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              style={{ display: 'block', margin: '4px 0 8px', padding: 6 }}
            />
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={busy !== null || modified || !when}
              onClick={() => void act('send', { at: new Date(when).toISOString() })}
            >
              {desk.schedule}
            </Button>
          </div>
        </div>
      ) : null}

      {status === 'scheduled' ? (
        <div style={{ marginTop: 'var(--base)' }}>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={busy !== null}
            onClick={() => void act('cancel')}
          >
            {desk.cancel}
          </Button>
        </div>
      ) : null}

      <AdminNotice notice={notice} />

      {status === 'sending' || status === 'sent' ? (
        <IssueReportView
          report={report}
          sending={status === 'sending'}
          webUrl={`/newsletter/${id}`}
        />
      ) : null}
    </section>
  )
}

function IssueReportView({
  report,
  sending,
  webUrl,
}: {
  report: Report
  sending: boolean
  webUrl: string
}) {
  const rows: [string, number][] = [
    [desk.reportRecipients, report.recipients],
    [desk.reportSent, report.sent],
    [desk.reportFailed, report.failed],
    [desk.reportPending, report.pending],
    [desk.reportSkipped, report.skipped],
    [desk.reportUnsubscribes, report.unsubscribes],
  ]
  return (
    <div style={{ marginTop: 'var(--base)' }}>
      <h4 style={{ margin: '0 0 8px' }}>{desk.report}</h4>
      {sending ? <p role="status">{desk.sending}</p> : null}
      {sending && report.serverError ? (
        <p role="alert" style={{ color: 'var(--theme-error-750)' }}>
          {desk.serverError(report.serverError)}
        </p>
      ) : null}
      <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 12px', margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right' }}>{value}</dd>
          </div>
        ))}
      </dl>
      {report.failures.length ? (
        <>
          <h5 style={{ margin: '12px 0 4px' }}>{desk.reportFailures}</h5>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {report.failures.map((failure) => (
              <li key={failure.email}>
                {failure.email}: {failure.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="field-description">{desk.reportNoTracking}</p>
      {report.status === 'sent' ? (
        <p>
          <a href={webUrl} target="_blank" rel="noopener noreferrer">
            {desk.webVersion}
          </a>
        </p>
      ) : null}
    </div>
  )
}

/** The e-mail as subscribers get it, in a modal dialog: HTML in a sandboxed frame, or its text. */
function PreviewDialog({ base }: { base: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const { data: preview, error, mutate } = useSWR(`${base}/preview`, fetchJson<Preview>)
  const [tab, setTab] = useState<'html' | 'text'>('html')
  const titleId = useId()
  const problem = error ? (error instanceof ApiError && error.message) || desk.error : null

  const open = () => {
    void mutate()
    dialog.current?.showModal()
  }

  return (
    <>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={open}>
        {desk.preview}
      </Button>
      {problem ? (
        <p role="alert" style={{ color: 'var(--theme-error-750)', width: '100%' }}>
          {problem}
        </p>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        style={{
          width: 'min(900px, 95vw)',
          height: '90vh',
          padding: 'var(--base)',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 8,
          background: 'var(--theme-bg)',
          color: 'var(--theme-text)',
        }}
      >
        <div style={{ display: 'flex', height: '100%', flexDirection: 'column', gap: 8 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <h2 id={titleId} style={{ margin: 0, flex: 1, fontSize: 20 }}>
              {desk.preview}
              {preview ? `: ${preview.subject}` : ''}
            </h2>
            <div role="group" aria-label={desk.preview} style={{ display: 'flex', gap: 4 }}>
              {(['html', 'text'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={tab === value}
                  // Payload's button look (its Button passes no aria-pressed on).
                  className={`btn btn--size-small btn--style-${tab === value ? 'primary' : 'secondary'} btn--no-margin`}
                  onClick={() => setTab(value)}
                >
                  {value === 'html' ? desk.previewHtml : desk.previewText}
                </button>
              ))}
            </div>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => void mutate()}
            >
              {desk.refresh}
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => dialog.current?.close()}
            >
              {t.common.close}
            </Button>
          </div>
          {preview?.preheader ? (
            <p style={{ margin: 0 }}>
              <strong>{copy.fields.preheader}:</strong> {preview.preheader}
            </p>
          ) : null}
          {problem ? <p role="alert">{problem}</p> : null}
          {!preview && !problem ? <p role="status">{desk.previewLoading}</p> : null}
          {preview && tab === 'html' ? (
            <iframe
              title={desk.previewFrame}
              // No scripts, no same-origin: the e-mail's HTML runs nothing in the admin.
              sandbox=""
              srcDoc={preview.html}
              style={{ flex: 1, width: '100%', border: 0, background: '#f5f5f4' }}
            />
          ) : null}
          {preview && tab === 'text' ? (
            <pre
              style={{
                flex: 1,
                overflow: 'auto',
                whiteSpace: 'pre-wrap',
                margin: 0,
                padding: 12,
                background: 'var(--theme-elevation-50)',
              }}
            >
              {preview.text}
            </pre>
          ) : null}
        </div>
      </dialog>
    </>
  )
}
