import Link from 'next/link'
import { ExternalLink, MessageCircle } from '@/components/icons'

import { Avatar } from '@/components/ui/avatar'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { VerifiedBadge } from '@/components/ui/verified-badge'
import * as t from '@/i18n/es'
import { safeHref } from '@/lib/safe-href'
import { ApplicationStatusBadge } from './apply-panel-view'
import { dateText } from './opportunity-format'
import { opportunityPath } from './opportunity-rules'
import type { ApplicationItem } from './opportunity-types'
import { ApplicationStatusButton } from './status-buttons'

const copy = t.opportunities

/** The poster's decisions on an application, each offered unless it is the current one. */
const DECISIONS = [
  { status: 'shortlisted', label: copy.mine.shortlist, variant: undefined },
  { status: 'accepted', label: copy.mine.accept, variant: 'primary' },
  { status: 'declined', label: copy.mine.decline, variant: undefined },
] as const

/** What an application says: note, answers to the questions, links (checked again here). */
function ApplicationBody({ item }: { item: ApplicationItem }) {
  const links = item.links
    .map((url) => ({ url, href: safeHref(url) }))
    .filter((link) => link.href?.startsWith('http'))
  return (
    <div className="mt-3 space-y-3 text-sm text-stone-800">
      {item.note ? (
        <div>
          <h3 className="font-semibold text-stone-900">{copy.mine.note}</h3>
          <p className="mt-1 whitespace-pre-line">{item.note}</p>
        </div>
      ) : null}
      {item.answers.length ? (
        <div>
          <h3 className="font-semibold text-stone-900">{copy.mine.answers}</h3>
          <dl className="mt-1 space-y-2">
            {item.answers.map((answer, index) => (
              <div key={index}>
                <dt className="text-stone-600">{item.opportunity.questions[index]}</dt>
                <dd className="whitespace-pre-line">{answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {links.length ? (
        <div>
          <h3 className="font-semibold text-stone-900">{copy.mine.links}</h3>
          <ul className="mt-1 space-y-1">
            {links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.href!}
                  rel="nofollow ugc noopener noreferrer"
                  target="_blank"
                  className="inline-flex items-center gap-1 break-all text-fuchsia-800 underline underline-offset-2"
                >
                  {link.url}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

/** The poster's review of one opportunity's applicants. */
export function ApplicantsReview({
  opportunity,
  items,
}: {
  opportunity: { id: number; title: string; status: string }
  items: ApplicationItem[]
}) {
  return (
    <Container className="py-10 sm:py-14">
      <Link
        href="/oportunidades/mias"
        className="text-sm font-semibold text-fuchsia-800 underline-offset-2 hover:underline"
      >
        {copy.mine.title}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">
        {copy.mine.reviewTitle(opportunity.title)}
      </h1>
      {opportunity.status !== 'draft' ? (
        <Link
          href={opportunityPath(opportunity.id)}
          className="mt-2 inline-block text-sm text-stone-700 underline underline-offset-2"
        >
          {opportunity.title}
        </Link>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          {copy.mine.noApplicants}
        </p>
      ) : (
        <ul className="mt-8 space-y-4">
          {items.map((item) => (
            <li key={item.id} className="card p-5 shadow-sm">
              <article aria-labelledby={`solicitud-${item.id}`}>
                <div className="flex flex-wrap items-center gap-3">
                  <Avatar
                    name={item.applicant.name}
                    src={item.applicant.avatarUrl}
                    alt={item.applicant.name}
                    size="md"
                    className="size-12 border-2 text-base"
                  />
                  <div className="min-w-0 flex-1">
                    <h2 id={`solicitud-${item.id}`} className="flex items-center gap-1 font-bold">
                      {item.applicant.name}
                      {item.applicant.verified ? (
                        <VerifiedBadge className="[&_svg]:size-5" />
                      ) : null}
                    </h2>
                    <p className="text-xs text-stone-600">
                      {copy.mine.appliedOn(dateText(item.createdAt))}
                    </p>
                  </div>
                  <ApplicationStatusBadge status={item.status} />
                </div>
                <p className="mt-2 flex flex-wrap gap-3 text-sm">
                  <Link
                    href={item.applicant.listingPath ?? `/profile/${item.applicant.userId}`}
                    className="font-semibold text-fuchsia-800 underline underline-offset-2"
                  >
                    {item.applicant.listingPath
                      ? `${copy.mine.listing}: ${item.applicant.listingName}`
                      : copy.mine.profile}
                  </Link>
                </p>
                <ApplicationBody item={item} />
                <div className="mt-4 flex flex-wrap gap-2">
                  {item.status === 'withdrawn'
                    ? null
                    : DECISIONS.filter((decision) => decision.status !== item.status).map(
                        (decision) => (
                          <ApplicationStatusButton
                            key={decision.status}
                            id={item.id}
                            status={decision.status}
                            label={decision.label}
                            applicant={item.applicant.name}
                            variant={decision.variant}
                          />
                        ),
                      )}
                  <ButtonLink
                    href={`/messages?to=${item.applicant.userId}`}
                    size="sm"
                    variant="secondary"
                    aria-label={`${copy.mine.message}: ${item.applicant.name}`}
                  >
                    <MessageCircle aria-hidden="true" className="size-4" />
                    {copy.mine.message}
                  </ButtonLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}

/** "Mis solicitudes": where the member applied and in what state each application is. */
export function MyApplications({ items }: { items: ApplicationItem[] }) {
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">{copy.myApplications.title}</h1>
      <p className="mt-2 text-stone-700">{copy.myApplications.description}</p>
      {items.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="text-stone-700">{copy.myApplications.empty}</p>
          <ButtonLink href="/oportunidades" className="mt-4">
            {copy.myApplications.browse}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-8 space-y-4">
          {items.map((item) => (
            <li key={item.id} className="card p-5 shadow-sm">
              <article aria-labelledby={`mi-solicitud-${item.id}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`mi-solicitud-${item.id}`} className="text-lg font-bold">
                    <Link
                      href={opportunityPath(item.opportunity.id)}
                      className="underline-offset-2 hover:underline"
                    >
                      {item.opportunity.title}
                    </Link>
                  </h2>
                  <ApplicationStatusBadge status={item.status} />
                </div>
                <p className="mt-1 text-xs text-stone-600">
                  {copy.mine.appliedOn(dateText(item.createdAt))}
                </p>
                <ApplicationBody item={item} />
                {item.status === 'pending' ? (
                  <div className="mt-4">
                    <ApplicationStatusButton
                      id={item.id}
                      status="withdrawn"
                      label={copy.apply.withdraw}
                    />
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}
