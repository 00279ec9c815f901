'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { Mail, RefreshCw } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { apiReply, apiRequest } from '@/lib/api-client'
import type { EmailHealth } from './endpoints'

const copy = t.founderTools.email
const BASE = '/api/globals/site-settings'
const card = 'card p-5 shadow-sm sm:p-8'

/** The e-mail test page's two live parts: send a test e-mail to oneself, and the SMTP health. */
export function EmailTools({ email }: { email: string }) {
  const [sending, setSending] = useState(false)

  const send = async () => {
    setSending(true)
    const reply = await apiReply('POST', `${BASE}/email-test`, {})
    setSending(false)
    if (reply.ok) toast.success(copy.sentTitle, { description: copy.sent(email) })
    else
      toast.error(copy.errorTitle, {
        description: reply.status >= 500 ? copy.error : reply.message || copy.error,
      })
  }

  return (
    <>
      <section aria-labelledby="email-test-title" className={card}>
        <h2 id="email-test-title" className="text-xl font-bold">
          {copy.testTitle}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{copy.testDescription(email)}</p>
        <Button onClick={send} disabled={sending} className="mt-5">
          <Mail aria-hidden="true" className="size-4" />
          {sending ? copy.sending : copy.send}
        </Button>
      </section>
      <EmailHealthCard />
    </>
  )
}

const fetchHealth = (url: string) => apiRequest<EmailHealth>('GET', url)

function EmailHealthCard() {
  // Asked once the page is shown (it takes a few seconds when the server is down), not on focus.
  const { data, error, isValidating, mutate } = useSWR(`${BASE}/email-health`, fetchHealth, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (problem) => console.error('No se pudo comprobar el estado del correo', problem),
  })
  const loading = isValidating || (!data && !error)

  return (
    <section aria-labelledby="email-health-title" aria-busy={loading} className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="email-health-title" className="text-xl font-bold">
          {copy.healthTitle}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => void mutate()} disabled={loading}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {copy.recheck}
        </Button>
      </div>
      <div aria-live="polite" className="mt-4">
        {loading ? (
          <p className="text-sm text-stone-600">{copy.healthLoading}</p>
        ) : error || !data ? (
          <p className="text-sm font-medium text-red-700">{copy.healthError}</p>
        ) : (
          <HealthList health={data} />
        )}
      </div>
    </section>
  )
}

function HealthList({ health }: { health: EmailHealth }) {
  const answer = (ok: boolean) => (ok ? copy.yes : copy.no)
  const rows: [string, string][] = [[copy.smtpConfigured, answer(health.configured)]]
  if (health.configured) {
    rows.push([copy.server, health.host ? `${health.host}:${health.port ?? ''}` : '—'])
    rows.push([copy.answers, health.reachable ? copy.yes : copy.failure(health.failure ?? copy.no)])
  }
  rows.push([copy.from, health.from])
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-stone-900">{term}</dt>
            <dd className="break-all text-stone-700">{value}</dd>
          </div>
        ))}
      </dl>
      {health.configured ? null : (
        <p className="mt-3 text-sm text-stone-600">{copy.notConfigured}</p>
      )}
    </>
  )
}
