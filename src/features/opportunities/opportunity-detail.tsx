import Link from 'next/link'
import { ArrowLeft, CircleAlert } from '@/components/icons'

import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Container } from '@/components/ui/container'
import { VerifiedBadge } from '@/components/ui/verified-badge'
import { MemberReportButton } from '@/features/moderation/report-button-gate'
import * as t from '@/i18n/es'
import { optionLabel } from '@/lib/options'
import { ApplyPanel } from './apply-panel'
import { dateText, payText, placeText } from './opportunity-format'
import { OpportunityText } from './opportunity-text'
import type { OpportunityDetail as Detail } from './opportunity-types'

const copy = t.opportunities

/**
 * An opportunity's public page: the same for everybody (cached); the apply panel and the
 * poster's controls load for members only. A closed or past-deadline one keeps its page.
 */
export function OpportunityDetail({ detail }: { detail: Detail }) {
  const facts: [string, string][] = [
    [copy.detail.kind, copy.kinds[detail.kind]],
    [copy.detail.roles, detail.roles.map(optionLabel).join(', ')],
    ...(detail.genres.length
      ? [[copy.detail.genres, detail.genres.map(optionLabel).join(', ')] as [string, string]]
      : []),
    [copy.detail.place, placeText(detail)],
    ...(detail.eventDate
      ? [[copy.detail.when, dateText(detail.eventDate)] as [string, string]]
      : []),
    [copy.detail.deadline, dateText(detail.deadline)],
    [copy.detail.pay, payText(detail)],
  ]
  return (
    <Container className="py-8 sm:py-12">
      <Link
        href="/oportunidades"
        className="inline-flex items-center gap-1 text-sm font-semibold text-fuchsia-800 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.detail.back}
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <article className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="accent">{copy.kinds[detail.kind]}</Badge>
            {detail.featured ? <Badge tone="warm">{copy.featured}</Badge> : null}
            {detail.remote ? <Badge>{copy.remote}</Badge> : null}
            {detail.status === 'draft' ? <Badge>{copy.statuses.draft}</Badge> : null}
          </div>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {detail.title}
          </h1>
          <div className="mt-4 flex items-center gap-3">
            <Avatar
              name={detail.poster.name}
              src={detail.poster.avatarUrl}
              alt={detail.poster.name}
              size="md"
              className="size-10 border-2 text-sm"
            />
            <p className="flex items-center gap-1 text-sm text-stone-700">
              <span>{copy.detail.postedBy}</span>
              <Link
                href={`/profile/${detail.poster.userId}`}
                className="font-semibold text-stone-900 underline-offset-2 hover:underline"
              >
                {detail.poster.name}
              </Link>
              {detail.poster.verified ? <VerifiedBadge className="[&_svg]:size-4" /> : null}
            </p>
          </div>
          {detail.accepting ? null : (
            <p
              role="status"
              className="mt-6 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {copy.detail.closed}
            </p>
          )}
          {detail.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- media are already resized
            <img
              src={detail.imageUrl}
              alt={copy.detail.imageAlt(detail.title)}
              className="mt-6 aspect-[16/9] w-full rounded-2xl object-cover"
            />
          ) : null}
          <section aria-labelledby="descripcion" className="mt-8">
            <h2 id="descripcion" className="text-xl font-bold">
              {copy.detail.about}
            </h2>
            <div className="mt-3">
              <OpportunityText text={detail.description} />
            </div>
          </section>
          {detail.questions.length ? (
            <section aria-labelledby="preguntas" className="mt-8">
              <h2 id="preguntas" className="text-xl font-bold">
                {copy.detail.questions}
              </h2>
              <ol className="mt-3 list-decimal space-y-1 pl-6 text-stone-800">
                {detail.questions.map((question, index) => (
                  <li key={index}>{question}</li>
                ))}
              </ol>
            </section>
          ) : null}
        </article>
        <aside className="space-y-6">
          <section
            aria-labelledby="detalles"
            className="rounded-2xl border border-stone-200 bg-stone-50 p-5"
          >
            <h2 id="detalles" className="text-lg font-bold">
              {copy.detail.details}
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-semibold text-stone-600">{label}</dt>
                  <dd className="text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <ApplyPanel
            id={detail.id}
            title={detail.title}
            posterId={detail.poster.userId}
            accepting={detail.accepting}
            questions={detail.questions}
          />
          <MemberReportButton
            targetType="opportunity"
            targetId={detail.id}
            ownerId={detail.poster.userId}
          />
        </aside>
      </div>
    </Container>
  )
}
