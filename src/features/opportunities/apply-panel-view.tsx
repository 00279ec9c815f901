import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { authPath } from '@/features/accounts/return-path'
import * as t from '@/i18n/es'
import type { ApplicationStatus } from './opportunity-rules'
import { opportunityPath } from './opportunity-rules'

const copy = t.opportunities

/** What the apply panel needs of its opportunity. */
export type ApplyPanelProps = {
  id: number
  title: string
  posterId: number
  accepting: boolean
  questions: string[]
}

const TONES: Record<ApplicationStatus, 'neutral' | 'accent' | 'success' | 'danger' | 'warm'> = {
  pending: 'neutral',
  shortlisted: 'warm',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
}

/** An application's state as a badge. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={TONES[status]}>{copy.applicationStatuses[status]}</Badge>
}

/** The panel's frame: a card with its heading. */
export function ApplyFrame({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="postularte" className="card p-5 shadow-sm">
      <h2 id="postularte" className="text-lg font-bold text-stone-900">
        {copy.apply.title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  )
}

/**
 * Visitors (and members while their half loads): applying needs an account; signing in or up
 * comes back to this opportunity (src/features/accounts/return-path.ts).
 */
export function ApplySignIn({ id, accepting }: ApplyPanelProps) {
  if (!accepting) return null
  const back = opportunityPath(id)
  return (
    <ApplyFrame>
      <p className="text-sm text-stone-700">{copy.apply.signInPrompt}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={authPath('signin', back)}>{copy.apply.signIn}</ButtonLink>
        <Link
          href={authPath('signup', back)}
          className="self-center text-sm font-semibold text-fuchsia-800 underline underline-offset-2"
        >
          {copy.apply.signUp}
        </Link>
      </div>
    </ApplyFrame>
  )
}
