'use client'

import Link from 'next/link'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import useSWR from 'swr'

import { ExternalLink } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Dialog } from '@/components/ui/dialog'
import type { AnalyticsSummary } from './summary'
import { AnalyticsOverview } from './visits-chart'
import * as t from '@/i18n/es'
import { apiRequest } from '@/lib/api-client'

const copy = t.analytics
const SUMMARY_URL = '/api/analytics-events/summary'
const TABS = ['analytics', 'insights', 'editor', 'generator'] as const
type Tab = (typeof TABS)[number]

const fetchSummary = (url: string) => apiRequest<AnalyticsSummary>('GET', url)

/** The founders' panel: analytics, insights, and the ways into the Payload admin. */
export function AdminPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('analytics')
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    analytics: null,
    insights: null,
    editor: null,
    generator: null,
  })
  const baseId = useId()
  const summary = useSWR(open ? SUMMARY_URL : null, fetchSummary, { revalidateOnFocus: false })

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    const edge = { Home: 0, End: TABS.length - 1 }[event.key]
    if (step === undefined && edge === undefined) return
    event.preventDefault()
    const index = edge ?? (TABS.indexOf(tab) + (step ?? 0) + TABS.length) % TABS.length
    const next = TABS[index]!
    setTab(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={copy.panelTitle}
      className="w-[min(52rem,calc(100vw-2rem))]"
    >
      <div
        role="tablist"
        aria-label={copy.tabsLabel}
        className="mb-5 flex flex-wrap gap-2"
        onKeyDown={onTabKey}
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={cn(
              'h-10 rounded-full border px-4 text-sm font-semibold',
              tab === name
                ? 'border-night bg-night text-amber-300'
                : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400',
            )}
          >
            {copy.tabs[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        tabIndex={0}
      >
        {tab === 'analytics' || tab === 'insights' ? (
          summary.error ? (
            <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              <p>{copy.error}</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                onClick={() => summary.mutate()}
              >
                {copy.retry}
              </Button>
            </div>
          ) : !summary.data ? (
            <p role="status">{copy.loading}</p>
          ) : tab === 'analytics' ? (
            <AnalyticsOverview summary={summary.data} />
          ) : (
            <Insights insights={summary.data.insights} />
          )
        ) : tab === 'editor' ? (
          <AdminLinks
            text={copy.editor.text}
            links={[
              { href: '/admin/collections/blog-posts', label: copy.editor.blog, admin: true },
              { href: '/admin/globals/site-settings', label: copy.editor.settings, admin: true },
              { href: '/logo-settings', label: copy.editor.logo, admin: false },
              { href: '/email-test', label: copy.editor.emailTest, admin: false },
            ]}
          />
        ) : (
          <AdminLinks
            text={copy.generator.text}
            links={[
              {
                href: '/admin/collections/artists?where[featured][equals]=true',
                label: copy.generator.featured,
                admin: true,
              },
              {
                href: '/admin/collections/applications?where[status][equals]=pending',
                label: copy.generator.applications,
                admin: true,
              },
            ]}
          />
        )}
      </div>
    </Dialog>
  )
}

function Insights({ insights }: { insights: AnalyticsSummary['insights'] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {(Object.keys(copy.insights) as (keyof typeof copy.insights)[]).map((key) => (
        <div key={key} className="flex flex-col-reverse rounded-xl border border-stone-200 p-4">
          <dt className="text-sm text-stone-600">{copy.insights[key]}</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{insights[key]}</dd>
        </div>
      ))}
    </dl>
  )
}

function AdminLinks({
  text,
  links,
}: {
  text: ReactNode
  links: { href: string; label: string; admin: boolean }[]
}) {
  return (
    <div className="space-y-4">
      <p className="text-stone-700">{text}</p>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="inline-flex items-center gap-2 font-semibold text-fuchsia-800 underline"
            >
              {link.label}
              {link.admin ? (
                <>
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">{copy.opensAdmin}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
