import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
  PayloadRequest,
} from 'payload'

import type { Opportunity, OpportunityApplication } from '../../../payload-types'
import { isStaffUser } from '../../../access/hasRole'
import { wantsEmail } from '@/features/email-alerts/preferences'
import { notify, publicName } from '@/features/notifications/notify'
import { t } from '@/i18n'
import { queueEmail } from '@/lib/email/outbox'
import { PublicError } from '@/lib/public-error'
import { relationId } from '@/lib/relation-id'
import { safeHref } from '@/lib/safe-href'
import { applicationDecidedEmail } from './opportunity-emails'
import { DECISIONS, type ApplicationStatus } from './opportunity-rules'

// The rules of an application (collections/OpportunityApplications.ts): to an open opportunity the
// member may read (blocks either way and moderation hide it), never one's own, once per member
// (the unique index decides a race), answering every question; then only its status moves: the
// poster decides, the applicant withdraws while it is pending. Each decision reaches the applicant.

const copy = t.opportunities

/**
 * A new application: its opportunity as the applicant may read it, open and before its deadline,
 * not their own, not applied to yet, with one answer per question; the poster is copied on the row
 * (the read rule, access/applicantOrPoster.ts, asks it).
 */
export const checkApplication: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || !req.user) return data
  const id = relationId(data.opportunity)
  const opportunity =
    id == null
      ? null
      : ((await req.payload.findByID({
          collection: 'opportunities',
          id,
          depth: 0,
          select: { user: true, status: true, deadline: true, questions: true },
          overrideAccess: false,
          user: req.user,
          disableErrors: true,
          req,
        })) as Opportunity | null)
  if (!opportunity || opportunity.status === 'draft') {
    throw new PublicError(copy.errors.unavailable, 404)
  }
  const poster = relationId(opportunity.user)
  if (poster === Number(req.user.id)) throw new PublicError(copy.errors.own, 403)
  if (opportunity.status !== 'open' || new Date(opportunity.deadline).getTime() <= Date.now()) {
    throw new PublicError(copy.errors.notOpen, 409)
  }
  const applied = await req.payload.count({
    collection: 'opportunity-applications',
    where: { user: { equals: req.user.id }, opportunity: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (applied.totalDocs > 0) throw new PublicError(copy.errors.duplicate, 409)

  const answers = Array.isArray(data.answers) ? data.answers : []
  if (answers.length !== (opportunity.questions ?? []).length) {
    throw new PublicError(copy.rules.answersCount, 400)
  }
  const links = Array.isArray(data.links) ? data.links : []
  for (const link of links) {
    const url = (link as { url?: unknown })?.url
    if (typeof url === 'string' && url.trim() && !/^https?:/i.test(safeHref(url) ?? '')) {
      throw new PublicError(copy.rules.linkInvalid, 400)
    }
  }
  return { ...data, poster }
}

/**
 * After it is sent only the status moves: the poster decides (shortlist, accept, decline) on
 * anything not withdrawn, the applicant withdraws a pending one. Staff and the system may set any.
 */
export const moveApplication: CollectionBeforeChangeHook<OpportunityApplication> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const before = originalDoc.status as ApplicationStatus
  const after = (data.status ?? before) as ApplicationStatus
  if (after === before) return data
  if (after === 'accepted' || after === 'declined') data.decidedAt = new Date().toISOString()
  if (!req.user || isStaffUser(req.user)) return data
  const me = Number(req.user.id)
  if (relationId(originalDoc.poster) === me) {
    if (before === 'withdrawn' || !(DECISIONS as string[]).includes(after)) {
      throw new PublicError(copy.errors.transition, 409)
    }
    return data
  }
  if (relationId(originalDoc.user) === me) {
    if (before !== 'pending' || after !== 'withdrawn') {
      throw new PublicError(
        after === 'withdrawn' ? copy.errors.withdrawOnlyPending : copy.errors.onlyPoster,
        403,
      )
    }
    return data
  }
  throw new PublicError(copy.errors.onlyPoster, 403)
}

async function opportunityTitle(req: PayloadRequest, id: number | null): Promise<string> {
  if (id == null) return ''
  const doc = await req.payload.findByID({
    collection: 'opportunities',
    id,
    depth: 0,
    select: { title: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return doc?.title ?? ''
}

/**
 * A new application tells the poster; a decision tells the applicant in the site (live, through
 * the notice's NOTIFY) and, for acceptance or decline, by e-mail, queued in this save's
 * transaction. The address is read as the system and goes only to the mail queue.
 */
export const announceApplication: CollectionAfterChangeHook<OpportunityApplication> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (req.context?.seeding) return doc
  const applicant = relationId(doc.user)
  const poster = relationId(doc.poster)
  if (applicant == null || poster == null) return doc
  const title = await opportunityTitle(req, relationId(doc.opportunity))
  if (operation === 'create') {
    await notify(req, {
      recipient: poster,
      sender: applicant,
      type: 'other',
      title: copy.notices.newApplication,
      message: copy.notices.newApplicationMessage(await publicName(req, applicant), title),
    })
    return doc
  }
  if (doc.status === previousDoc?.status) return doc
  const status = doc.status
  if (status !== 'shortlisted' && status !== 'accepted' && status !== 'declined') return doc
  await notify(req, {
    recipient: applicant,
    sender: poster,
    type: 'other',
    title: copy.notices.changed[status],
    message: copy.notices.changedMessage(title),
  })
  if (status === 'shortlisted') return doc
  const account = await req.payload.findByID({
    collection: 'users',
    id: applicant,
    select: { email: true, firstName: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  // The applicant may have turned off e-mails about their applications (/profile/notificaciones).
  if (!account?.email || !(await wantsEmail(req.payload, applicant, 'activity'))) return doc
  await queueEmail(
    req.payload,
    {
      to: account.email,
      ...applicationDecidedEmail(applicant, account.firstName, status, title),
      what: `decisión de la solicitud ${doc.id}`,
    },
    req,
  )
  return doc
}
