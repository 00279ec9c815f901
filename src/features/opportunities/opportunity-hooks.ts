import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { isStaffUser } from '../../../access/hasRole'
import { t } from '@/i18n'
import { expiryHooks } from '@/lib/cache-expiry'
import { PublicError } from '@/lib/public-error'
import { newAccountSince } from '@/lib/rate-limit'
import { relationId } from '@/lib/relation-id'
import { DEADLINE_DAYS_MAX, PUBLISH_PER_DAY, type OpportunityStatus } from './opportunity-rules'
import { OPPORTUNITIES_TAG, opportunityTag } from './opportunity-tags'

// The rules of an opportunity that no single field can check: who may publish, when it may
// change, its dates and pay, and moving between draft, open and closed. Named by
// collections/Opportunities.ts; they hold for REST, the admin and server code alike (a system
// write, without a user, is the seed's or a migration's and passes).

const copy = t.opportunities
const DAY_MS = 24 * 60 * 60 * 1000

type Data = Record<string, unknown>
const isSystem = (req: PayloadRequest) => !req.user
const isPoster = (req: PayloadRequest, doc: Data | undefined) =>
  req.user != null && relationId(doc?.user) === Number(req.user.id)

/** Only members who confirmed their e-mail publish (staff and the system are not asked). */
export const requireConfirmedEmail: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'create' || !req.user || isStaffUser(req.user)) return
  if (!(req.user as { emailConfirmed?: boolean }).emailConfirmed) {
    throw new PublicError(copy.errors.confirmEmail, 403)
  }
}

/** The content fields: what a poster may no longer change once someone applied. */
const CONTENT = [
  'kind',
  'title',
  'description',
  'roles',
  'genres',
  'remote',
  'country',
  'city',
  'eventDate',
  'deadline',
  'pay',
  'payMin',
  'payMax',
  'currency',
  'questions',
  'image',
] as const

/**
 * Staff moderate an opportunity (hide it, feature it, close it), never rewrite it: on an update
 * by anyone but its poster, every other field keeps its stored value.
 */
export const moderateOpportunity: CollectionBeforeValidateHook = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !req.user || !data || isPoster(req, originalDoc)) return data
  const kept: Data = { ...data }
  for (const key of CONTENT) if (key in kept) kept[key] = originalDoc?.[key]
  return kept
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** Array rows come back with ids; compare what they say. */
const questionsOf = (value: unknown) =>
  Array.isArray(value) ? value.map((row) => (row as { question?: unknown }).question) : []

/** A poster edits until the first application; then only the status moves (close, reopen). */
export const lockAfterApplications: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || isSystem(req) || !isPoster(req, originalDoc)) return data
  if (Number(originalDoc?.applicationsCount ?? 0) === 0) return data
  const changed = CONTENT.some((key) => {
    if (!(key in data)) return false
    if (key === 'questions') return !same(questionsOf(data[key]), questionsOf(originalDoc?.[key]))
    if (key === 'image') return relationId(data[key]) !== relationId(originalDoc?.[key])
    if (key === 'eventDate' || key === 'deadline') {
      const time = (v: unknown) => (v ? new Date(v as string).getTime() : null)
      return time(data[key]) !== time(originalDoc?.[key])
    }
    if (key === 'payMin' || key === 'payMax') {
      const amount = (v: unknown) => (v == null ? null : Number(v))
      return amount(data[key]) !== amount(originalDoc?.[key])
    }
    return !same(data[key], originalDoc?.[key])
  })
  if (changed) throw new PublicError(copy.errors.locked, 409)
  return data
}

/** A 400 naming the field, in Spanish like Payload's own (the request's translations). */
const invalid = (req: PayloadRequest, path: string, message: string) =>
  new ValidationError({ collection: 'opportunities', errors: [{ path, message }], req }, req.t)

/**
 * Place, dates and pay, as a whole: a country unless remote; the deadline in the future and at
 * most DEADLINE_DAYS_MAX days away (checked when it is set and whenever the opportunity opens);
 * an amount only when paid, "hasta" not under "desde", with its currency.
 */
export const checkOpportunity: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const merged: Data = { ...originalDoc, ...data }
  if (isSystem(req)) return data
  if (merged.remote !== true && !merged.country)
    throw invalid(req, 'country', copy.rules.placeRequired)
  if (merged.remote === true && data.country === undefined && operation === 'create') {
    data.country = null
  }
  const deadline = merged.deadline ? new Date(merged.deadline as string).getTime() : NaN
  const opening = merged.status === 'open' && originalDoc?.status !== 'open'
  const deadlineChanged =
    operation === 'create' ||
    (data.deadline !== undefined &&
      new Date(data.deadline as string).getTime() !==
        new Date(originalDoc?.deadline as string).getTime())
  if (Number.isNaN(deadline)) throw invalid(req, 'deadline', copy.rules.deadlineRequired)
  if (deadlineChanged || opening) {
    if (deadline <= Date.now()) throw invalid(req, 'deadline', copy.rules.deadlinePast)
    if (deadline > Date.now() + (DEADLINE_DAYS_MAX + 1) * DAY_MS) {
      throw invalid(req, 'deadline', copy.rules.deadlineTooFar)
    }
  }
  if (data.eventDate && (operation === 'create' || !same(data.eventDate, originalDoc?.eventDate))) {
    if (new Date(data.eventDate as string).getTime() < Date.now() - DAY_MS) {
      throw invalid(req, 'eventDate', copy.rules.eventBeforeDeadline)
    }
  }
  if (merged.pay !== 'paid') {
    // Only a paid opportunity states an amount: the others drop it rather than show it.
    if (data.payMin != null || data.payMax != null) {
      if (operation === 'create' || data.pay !== undefined) {
        data.payMin = null
        data.payMax = null
        data.currency = null
      } else throw invalid(req, 'payMin', copy.rules.payOnlyPaid)
    }
    return data
  }
  const min = merged.payMin == null ? null : Number(merged.payMin)
  const max = merged.payMax == null ? null : Number(merged.payMax)
  if (min != null && max != null && max < min) throw invalid(req, 'payMax', copy.rules.payRange)
  if ((min != null || max != null) && !merged.currency) {
    throw invalid(req, 'currency', copy.rules.currencyRequired)
  }
  return data
}

const TRANSITIONS: Record<OpportunityStatus, OpportunityStatus[]> = {
  draft: ['draft', 'open'],
  open: ['open', 'closed'],
  closed: ['closed', 'open'],
}

/**
 * Draft → open (publishing: within the member's daily limit, dated now), open → closed, and
 * closed → open again before the deadline (checkOpportunity). Staff may set any status.
 */
export const moveStatus: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const before = (originalDoc?.status as OpportunityStatus | undefined) ?? 'draft'
  const after = (data.status as OpportunityStatus | undefined) ?? before
  if (after === 'open' && !data.publishedAt && !originalDoc?.publishedAt) {
    data.publishedAt = new Date().toISOString()
  }
  if (isSystem(req) || isStaffUser(req.user)) return data
  if (!TRANSITIONS[before].includes(after)) throw new PublicError(copy.errors.transition, 409)
  if (after === 'open' && before === 'draft') await enforcePublishLimit(req)
  return data
}

/** PUBLISH_PER_DAY: the opportunities the member opened in the last 24 hours. */
async function enforcePublishLimit(req: PayloadRequest) {
  const user = req.user!
  const fresh = new Date(user.createdAt).getTime() > newAccountSince().getTime()
  const max = PUBLISH_PER_DAY[fresh ? 'fresh' : 'usual']
  const { totalDocs } = await req.payload.count({
    collection: 'opportunities',
    where: {
      user: { equals: user.id },
      publishedAt: { greater_than: new Date(Date.now() - DAY_MS).toISOString() },
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs >= max) throw new PublicError(copy.errors.publishLimit(max), 429)
}

/** A poster deletes drafts only; published ones are closed instead (their page stays). */
export const deleteDraftsOnly: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (isSystem(req) || isStaffUser(req.user)) return
  const doc = await req.payload.findByID({
    collection: 'opportunities',
    id,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (doc && doc.status !== 'draft') throw new PublicError(copy.errors.deleteOnlyDraft, 409)
}

/** The list, the home's section, the feed and sitemap show every opportunity; its page its own. */
export const opportunityExpiry = expiryHooks((_req, doc) => [
  OPPORTUNITIES_TAG,
  opportunityTag(Number(doc.id)),
])
