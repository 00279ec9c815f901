import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import * as t from '@/i18n/es'
import type { Opportunity } from '../../../payload-types'
import { dateText, isAccepting } from './opportunity-format'
import { opportunityPath } from './opportunity-rules'
import { OpportunityStatusButton } from './status-buttons'

const copy = t.opportunities

type Row = Pick<
  Opportunity,
  'id' | 'title' | 'kind' | 'status' | 'deadline' | 'applicationsCount' | 'hidden' | 'createdAt'
>

/** "Mis oportunidades": each with its state, its applications and what can be done now. */
export function MyOpportunities({ rows }: { rows: Row[] }) {
  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{copy.mine.title}</h1>
          <p className="mt-2 text-stone-700">{copy.mine.description}</p>
        </div>
        <ButtonLink href="/oportunidades/nueva">{copy.list.publish}</ButtonLink>
      </div>
      {rows.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          {copy.mine.empty}
        </p>
      ) : (
        <ul className="mt-8 space-y-4">
          {rows.map((row) => {
            const count = Number(row.applicationsCount ?? 0)
            const expired = row.status === 'open' && !isAccepting(row.status, row.deadline)
            return (
              <li key={row.id} className="card p-5 shadow-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="accent">{copy.kinds[row.kind]}</Badge>
                  <Badge tone={row.status === 'open' && !expired ? 'success' : 'neutral'}>
                    {expired ? copy.statuses.expired : copy.statuses[row.status]}
                  </Badge>
                  {row.hidden ? <Badge tone="danger">{copy.moderation.hidden}</Badge> : null}
                </div>
                <h2 className="mt-2 text-lg font-bold">
                  {row.status === 'draft' ? (
                    row.title
                  ) : (
                    <Link
                      href={opportunityPath(row.id)}
                      className="underline-offset-2 hover:underline"
                    >
                      {row.title}
                    </Link>
                  )}
                </h2>
                <p className="mt-1 text-sm text-stone-700">
                  {copy.card.deadline(dateText(row.deadline))} · {copy.card.applications(count)}
                </p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <ButtonLink href={`/oportunidades/${row.id}/solicitudes`} size="sm">
                    {copy.mine.applicants} ({count})
                  </ButtonLink>
                  {count === 0 ? (
                    <ButtonLink
                      href={`/oportunidades/${row.id}/editar`}
                      size="sm"
                      variant="secondary"
                    >
                      {copy.detail.edit}
                    </ButtonLink>
                  ) : null}
                  {row.status === 'draft' ? (
                    <OpportunityStatusButton
                      id={row.id}
                      status="open"
                      label={copy.detail.publishDraft}
                    />
                  ) : null}
                  {row.status === 'open' ? (
                    <OpportunityStatusButton
                      id={row.id}
                      status="closed"
                      label={copy.detail.close}
                    />
                  ) : null}
                  {row.status === 'closed' ? (
                    <OpportunityStatusButton id={row.id} status="open" label={copy.detail.reopen} />
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </Container>
  )
}
