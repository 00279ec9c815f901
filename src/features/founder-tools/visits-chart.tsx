'use client'

import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import * as t from '@/i18n/es'
import type { AnalyticsSummary } from './summary'

const copy = t.analytics

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

// Layout as inline styles too: the Payload admin, which shows these figures on its dashboard, has
// no Tailwind, and without them each label ran into its number ("/artists40").
const spread = {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '0.75rem',
} as const
const stack = { display: 'grid', gap: '1.5rem' } as const
const columns = {
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
} as const
const rankedRow = { ...spread, padding: '0.5rem 0.75rem', borderTop: '1px solid #f5f5f4' } as const

const dayLabel = (day: string) => {
  const [, month, date] = day.split('-')
  return `${date}/${month}`
}

/** The 30-day visits chart, with the same figures as a table for screen readers. */
export function VisitsChart({ visits }: { visits: AnalyticsSummary['visits'] }) {
  const total = visits.reduce((sum, entry) => sum + entry.views, 0)
  return (
    <figure>
      <figcaption
        className="mb-3 flex items-baseline justify-between gap-3"
        style={{ ...spread, marginBottom: '0.75rem' }}
      >
        <span className="font-semibold" style={{ fontWeight: 600 }}>
          {copy.visitsTitle}
        </span>
        <span className="text-sm text-stone-600">{copy.visitsSummary(total)}</span>
      </figcaption>
      {/* Inline sizes: the Payload admin, which shows this chart too, has no Tailwind. */}
      <div aria-hidden="true" style={{ width: '100%', height: 224 }}>
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={visits} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
            <XAxis dataKey="day" tickFormatter={dayLabel} fontSize={12} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
            <Area
              type="monotone"
              dataKey="views"
              name={copy.visitsColumn}
              stroke="#b45309"
              fill="#fcd34d"
              strokeWidth={2}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <table style={visuallyHidden}>
        <caption>{copy.visitsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.dayColumn}</th>
            <th scope="col">{copy.visitsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {visits.map((entry) => (
            <tr key={entry.day}>
              <td>{entry.day}</td>
              <td>{entry.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

/** A ranked list (top pages, top CTAs) with its empty text. */
export function RankedList({
  title,
  rows,
}: {
  title: string
  rows: { label: string; value: number }[]
}) {
  return (
    <section>
      <h3 className="mb-2 font-semibold" style={{ marginBottom: '0.5rem', fontWeight: 600 }}>
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{copy.noData}</p>
      ) : (
        <ol
          className="divide-y divide-stone-100 rounded-xl border border-stone-200 text-sm"
          style={{ listStyle: 'none', margin: 0, padding: 0, border: '1px solid #e7e5e4' }}
        >
          {rows.map((row, index) => (
            <li
              key={row.label}
              className="flex items-center justify-between gap-3 px-3 py-2"
              style={index === 0 ? { ...rankedRow, borderTop: 'none' } : rankedRow}
            >
              <span className="truncate" style={{ overflowWrap: 'anywhere' }}>
                {row.label}
                {/* Read aloud as "label: figure", not as one word. */}
                <span style={visuallyHidden}>: </span>
              </span>
              <span
                className="font-semibold tabular-nums"
                style={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              >
                {row.value}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** Visits chart, top pages and CTAs, new members: the analytics tab and the admin dashboard. */
export function AnalyticsOverview({ summary }: { summary: AnalyticsSummary }) {
  return (
    <div className="space-y-6" style={stack}>
      <VisitsChart visits={summary.visits} />
      <p
        className="rounded-xl bg-amber-50 px-4 py-3"
        style={{ display: 'flex', alignItems: 'baseline', gap: '0.5rem', margin: 0 }}
      >
        <span className="text-sm text-stone-700">{copy.newUsers}: </span>
        <strong className="text-xl tabular-nums" style={{ fontSize: '1.25rem' }}>
          {summary.newUsersLast7Days}
        </strong>
      </p>
      <div className="grid gap-6 sm:grid-cols-2" style={columns}>
        <RankedList
          title={copy.topPages}
          rows={summary.topPages.map((row) => ({ label: row.path, value: row.views }))}
        />
        <RankedList
          title={copy.topCtas}
          rows={summary.topCtas.map((row) => ({ label: row.name, value: row.clicks }))}
        />
      </div>
    </div>
  )
}
