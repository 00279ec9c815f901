import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Opportunity, OpportunityApplication, User } from '../../../payload-types'
import { isStaffUser } from '../../../access/hasRole'
import { listingHref } from '@/features/directory/filters'
import { loadFaces } from '@/features/profiles/public-face'
import { t } from '@/i18n'
import { sqlPool } from '@/lib/db'
import { getPayloadClient } from '@/lib/payload'
import { relationId } from '@/lib/relation-id'
import { opportunityQuery, type OpportunityFilters } from './opportunity-filters'
import { listOpportunities } from './opportunity-list'
import { isCachedOpportunityList } from './opportunity-list-key'
import type { ApplicationStatus, Currency } from './opportunity-rules'
import { OPPORTUNITIES_TAG, opportunityTag } from './opportunity-tags'
import type {
  ApplicationItem,
  OpportunityCard,
  OpportunityDetail,
  OpportunityPage,
} from './opportunity-types'
import { openOpportunities } from './sql'

/** Seconds a cached read lasts at most: the tags expire it sooner, the deadline passes by itself. */
const REVALIDATE = 60

/**
 * The list as a reader sees it. A visitor's common list (opportunity-list-key.ts) is the same for
 * every visitor, cached under its address (tag `opportunities`); a search's text, combined filters
 * or a member's list (blocks, "Para ti") is read for the request.
 */
export async function getOpportunityList(
  filters: OpportunityFilters,
  viewer: User | null,
): Promise<OpportunityPage> {
  const db = sqlPool(await getPayloadClient())
  const pages = { from: 1, to: filters.pages }
  if (viewer || !isCachedOpportunityList(filters)) {
    return listOpportunities(db, filters, viewer && { id: viewer.id }, pages)
  }
  const key = opportunityQuery({ ...filters, sort: 'newest' })
  return unstable_cache(
    () => listOpportunities(db, { ...filters, sort: 'newest' }, null, pages),
    ['opportunity-list', key],
    { tags: [OPPORTUNITIES_TAG], revalidate: REVALIDATE },
  )()
}

/** The newest open opportunities, for the home's section (cached, tag `opportunities`). */
export const getRecentOpportunities = unstable_cache(
  async (limit: number): Promise<OpportunityCard[]> =>
    openOpportunities(sqlPool(await getPayloadClient()), limit),
  ['opportunities-recent'],
  { tags: [OPPORTUNITIES_TAG], revalidate: REVALIDATE },
)

const questionsOf = (doc: Pick<Opportunity, 'questions'>) =>
  (doc.questions ?? []).map((row) => row.question)

/** An opportunity as a visitor reads it (access/opportunityReaders.ts), or null. */
async function readDetail(id: number): Promise<OpportunityDetail | null> {
  const payload = await getPayloadClient()
  const doc = (await payload.findByID({
    collection: 'opportunities',
    id,
    depth: 0,
    overrideAccess: false,
    user: null,
    disableErrors: true,
  })) as Opportunity | null
  if (!doc) return null
  const poster = relationId(doc.user) ?? 0
  const faces = await loadFaces(payload, [poster], {
    viewer: null,
    images: [relationId(doc.image)],
  })
  const deadline = new Date(doc.deadline)
  return {
    id: doc.id,
    title: doc.title,
    kind: doc.kind,
    remote: Boolean(doc.remote),
    country: doc.country ?? null,
    city: doc.city ?? null,
    pay: doc.pay,
    payMin: doc.payMin ?? null,
    payMax: doc.payMax ?? null,
    currency: (doc.currency ?? null) as Currency | null,
    deadline: deadline.toISOString(),
    eventDate: doc.eventDate ?? null,
    publishedAt: doc.publishedAt ?? null,
    featured: Boolean(doc.featured),
    roles: (doc.roles ?? []) as string[],
    genres: (doc.genres ?? []) as string[],
    summary: doc.description.slice(0, 300),
    poster: faces.face(poster, t.notify.someone),
    description: doc.description,
    status: doc.status,
    accepting: doc.status === 'open' && deadline.getTime() > Date.now(),
    questions: questionsOf(doc),
    imageUrl: faces.imageUrl(relationId(doc.image), 'card'),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

/** An opportunity's public page data: cached per opportunity, tag `opportunity:{id}`. */
export const getOpportunityDetail = cache(async (id: number) =>
  unstable_cache(() => readDetail(id), ['opportunity-detail', String(id)], {
    tags: [opportunityTag(id), OPPORTUNITIES_TAG],
    revalidate: REVALIDATE,
  })(),
)

/** The member's own opportunities, newest first, drafts included. */
export async function getMyOpportunities(viewer: User) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'opportunities',
    where: { user: { equals: viewer.id } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    select: {
      title: true,
      kind: true,
      status: true,
      deadline: true,
      applicationsCount: true,
      hidden: true,
      createdAt: true,
    },
    overrideAccess: false,
    user: viewer,
  })
  return docs as Pick<
    Opportunity,
    'id' | 'title' | 'kind' | 'status' | 'deadline' | 'applicationsCount' | 'hidden' | 'createdAt'
  >[]
}

/** Applications as their reader may read them, with the applicants' faces and listings. */
async function applicationItems(
  viewer: User,
  docs: OpportunityApplication[],
  opportunities: Map<number, Pick<Opportunity, 'id' | 'title' | 'questions'>>,
): Promise<ApplicationItem[]> {
  const payload = await getPayloadClient()
  const applicants = [...new Set(docs.map((doc) => relationId(doc.user) ?? 0))]
  const faces = await loadFaces(payload, applicants, { viewer })
  // The listing each applicant shows in the directory (public), attached to the application.
  const listings = new Map<number, { path: string; name: string }>()
  for (const kind of ['artists', 'producers'] as const) {
    const { docs: rows } = applicants.length
      ? await payload.find({
          collection: kind,
          where: { user: { in: applicants } },
          select: { user: true, name: true },
          depth: 0,
          limit: applicants.length,
          pagination: false,
          overrideAccess: false,
          user: viewer,
        })
      : { docs: [] }
    for (const row of rows as { id: number; user?: unknown; name: string }[]) {
      const user = relationId(row.user)
      if (user != null && !listings.has(user)) {
        listings.set(user, { path: listingHref(kind, row.id), name: row.name })
      }
    }
  }
  return docs.map((doc) => {
    const applicant = relationId(doc.user) ?? 0
    const opportunity = opportunities.get(relationId(doc.opportunity) ?? 0)
    const listing = listings.get(applicant)
    return {
      id: doc.id,
      status: doc.status as ApplicationStatus,
      createdAt: doc.createdAt,
      note: doc.note ?? null,
      answers: (doc.answers ?? []).map((row) => row.answer),
      links: (doc.links ?? []).map((row) => row.url).filter((url): url is string => Boolean(url)),
      opportunity: {
        id: opportunity?.id ?? relationId(doc.opportunity) ?? 0,
        title: opportunity?.title ?? '',
        questions: opportunity ? questionsOf(opportunity) : [],
      },
      applicant: {
        ...faces.face(applicant, t.notify.someone),
        listingPath: listing?.path ?? null,
        listingName: listing?.name ?? null,
      },
    }
  })
}

/**
 * One opportunity and its applications, for its poster (or staff): null when the viewer may not
 * review it. Never reads an applicant's account: only their public face and listing.
 */
export async function getApplicantsOf(viewer: User, id: number) {
  const payload = await getPayloadClient()
  const opportunity = (await payload.findByID({
    collection: 'opportunities',
    id,
    depth: 0,
    overrideAccess: false,
    user: viewer,
    disableErrors: true,
  })) as Opportunity | null
  if (!opportunity) return null
  if (relationId(opportunity.user) !== viewer.id && !isStaffUser(viewer)) return null
  const { docs } = await payload.find({
    collection: 'opportunity-applications',
    where: { opportunity: { equals: id } },
    sort: 'createdAt',
    limit: 500,
    depth: 0,
    overrideAccess: false,
    user: viewer,
  })
  const items = await applicationItems(
    viewer,
    docs as OpportunityApplication[],
    new Map([[opportunity.id, opportunity]]),
  )
  return { opportunity, items }
}

/** The member's applications, newest first, with their opportunities' titles. */
export async function getMyApplications(viewer: User): Promise<ApplicationItem[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'opportunity-applications',
    where: { user: { equals: viewer.id } },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: false,
    user: viewer,
  })
  const ids = [...new Set(docs.map((doc) => relationId(doc.opportunity) ?? 0))]
  const { docs: opportunities } = ids.length
    ? await payload.find({
        collection: 'opportunities',
        where: { id: { in: ids } },
        select: { title: true, questions: true },
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: false,
        user: viewer,
      })
    : { docs: [] }
  return applicationItems(
    viewer,
    docs as OpportunityApplication[],
    new Map((opportunities as Opportunity[]).map((doc) => [doc.id, doc])),
  )
}

/** The member's own opportunity (any status) for its edit form, with its image's address. */
export async function getOwnOpportunity(viewer: User, param: string) {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null
  const payload = await getPayloadClient()
  const doc = (await payload.findByID({
    collection: 'opportunities',
    id: Number(param),
    depth: 0,
    overrideAccess: false,
    user: viewer,
    disableErrors: true,
  })) as Opportunity | null
  if (!doc || relationId(doc.user) !== viewer.id) return null
  const faces = await loadFaces(payload, [], { viewer, images: [relationId(doc.image)] })
  return { doc, imageUrl: faces.imageUrl(relationId(doc.image), 'card') }
}
