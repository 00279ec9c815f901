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

const dayLabel = (day: string) => {
  const [, month, date] = day.split('-')
  return `${date}/${month}`
}

/** The 30-day visits chart, with the same figures as a table for screen readers. */
export function VisitsChart({ visits }: { visits: AnalyticsSummary['visits'] }) {
  const total = visits.reduce((sum, entry) => sum + entry.views, 0)
  return (
    <figure>
      <figcaption className="mb-3 flex items-baseline justify-between gap-3">
        <span className="font-semibold">{copy.visitsTitle}</span>
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
      <h3 className="mb-2 font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{copy.noData}</p>
      ) : (
        <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200 text-sm">
          {rows.map((row) => (
            <li key={row.label} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="truncate">{row.label}</span>
              <span className="font-semibold tabular-nums">{row.value}</span>
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
    <div className="space-y-6">
      <VisitsChart visits={summary.visits} />
      <p className="rounded-xl bg-amber-50 px-4 py-3">
        <span className="text-sm text-stone-700">{copy.newUsers}: </span>
        <strong className="text-xl tabular-nums">{summary.newUsersLast7Days}</strong>
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
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
