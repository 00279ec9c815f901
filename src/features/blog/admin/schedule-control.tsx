'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'
import useSWR from 'swr'

import { AdminNotice, type AdminNoticeState } from '@/components/ui/admin-notice'
import * as t from '@/i18n/es'
import { apiReply, apiRequest } from '@/lib/api-client'
import {
  parseDate,
  parseTime,
  parseWall,
  SCHEDULE_TYPES,
  wallLabel,
  type ScheduledJob,
  type ScheduleState,
  type ScheduleType,
} from '../schedule-rules'

// The article's scheduling in the admin's sidebar (collections/BlogPosts.ts, field `schedule`),
// instead of Payload's drawer: a day-month-year date and a 24-hour time on the site's clock, the
// line below saying exactly what will be saved, what is pending and a way to cancel it. The
// endpoints (schedule-endpoints.ts) check the role and the time again.

const copy = t.editorsDesk.schedule

const fetchState = (url: string) => apiRequest<ScheduleState>('GET', url)

export function ScheduleControl() {
  const { id } = useDocumentInfo()
  const base = id ? `/api/blog-posts/${id}/schedule` : null
  const { data, mutate } = useSWR(base, fetchState, { revalidateOnFocus: false })
  const headingId = useId()

  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 'var(--base)' }}>
      <h3 id={headingId} style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        {copy.title}
      </h3>
      {!base ? (
        <p className="field-description">{copy.saveFirst}</p>
      ) : !data ? (
        <p role="status">{copy.loading}</p>
      ) : (
        <ScheduleForm base={base} state={data} refresh={() => void mutate()} />
      )}
    </section>
  )
}

/** The pending job saved last: the form reopens on it. */
const lastSaved = (pending: ScheduledJob[]) =>
  pending.reduce<ScheduledJob | null>((last, job) => (!last || job.id > last.id ? job : last), null)

function ScheduleForm({
  base,
  state,
  refresh,
}: {
  base: string
  state: ScheduleState
  refresh: () => void
}) {
  const saved = lastSaved(state.pending)
  const [type, setType] = useState<ScheduleType>(saved?.type ?? 'publish')
  const [date, setDate] = useState(saved?.date ?? '')
  const [time, setTime] = useState(saved?.time ?? '')
  const [checked, setChecked] = useState(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<AdminNoticeState | null>(null)
  const ids = { date: useId(), time: useId(), summary: useId(), action: useId() }

  const wall = parseWall(date, time)
  const dateError = checked && !parseDate(date) ? copy.invalidDate : null
  const timeError = checked && !parseTime(time) ? copy.invalidTime : null

  const submit = async () => {
    setChecked(true)
    if (!wall) return
    setBusy(true)
    const reply = await apiReply<{ message?: string }>('POST', base, { type, date, time })
    setBusy(false)
    setNotice({ ok: reply.ok, text: reply.message ?? copy.error })
    if (reply.ok) refresh()
  }

  const cancel = async (job: ScheduledJob) => {
    setBusy(true)
    const reply = await apiReply<{ message?: string }>('DELETE', `${base}/${job.id}`)
    setBusy(false)
    setNotice({ ok: reply.ok, text: reply.message ?? copy.error })
    refresh()
  }

  const field = { display: 'block', width: '100%', margin: '4px 0 8px', padding: 6 } as const
  return (
    <>
      <h4 style={{ margin: '0 0 4px' }}>{copy.pending}</h4>
      {state.pending.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul style={{ margin: '0 0 var(--base)', paddingLeft: 0, listStyle: 'none' }}>
          {state.pending.map((job) => (
            <li
              key={job.id}
              style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 4 }}
            >
              <span style={{ flex: 1 }}>
                {copy.summary(copy.types[job.type], job.label, state.zone)}
              </span>
              <Button
                buttonStyle="secondary"
                size="small"
                margin={false}
                disabled={busy}
                aria-label={copy.cancelOne(copy.types[job.type], job.label)}
                onClick={() => void cancel(job)}
              >
                {copy.cancel}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
        <legend id={ids.action}>{copy.action}</legend>
        {SCHEDULE_TYPES.map((option) => (
          <label key={option} style={{ display: 'inline-flex', gap: 4, marginRight: 12 }}>
            <input
              type="radio"
              name={`${ids.action}-type`}
              value={option}
              checked={type === option}
              onChange={() => setType(option)}
            />
            {copy.types[option]}
          </label>
        ))}
      </fieldset>

      <label htmlFor={ids.date}>{copy.date}</label>
      <input
        id={ids.date}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={copy.datePlaceholder}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        aria-invalid={dateError ? true : undefined}
        aria-describedby={ids.summary}
        style={field}
      />
      <label htmlFor={ids.time}>{copy.time}</label>
      <input
        id={ids.time}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={copy.timePlaceholder}
        value={time}
        onChange={(event) => setTime(event.target.value)}
        aria-invalid={timeError ? true : undefined}
        aria-describedby={ids.summary}
        style={field}
      />
      {/* What will be saved, in the words it will be listed with. */}
      <p id={ids.summary} aria-live="polite" style={{ margin: '0 0 8px' }}>
        {wall
          ? copy.summary(copy.types[type], wallLabel(wall), state.zone)
          : (dateError ?? timeError ?? state.zone)}
      </p>
      <Button size="small" margin={false} disabled={busy} onClick={() => void submit()}>
        {busy ? copy.submitting : copy.submit}
      </Button>
      <AdminNotice notice={notice} />
    </>
  )
}
