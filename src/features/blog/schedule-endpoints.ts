import type { Payload, Where } from 'payload'

import type { PayloadJob, User } from '../../../payload-types'
import { t } from '@/i18n'
import { defineEndpoint, json, refuse } from '@/lib/endpoint'
import {
  parseWall,
  scheduleInput,
  wallFields,
  wallLabel,
  type ScheduledJob,
  type ScheduleState,
  type ScheduleType,
} from './schedule-rules'
import { SCHEDULE_TASK } from './schedule-task'
import { SITE_TIME_ZONE, instantOf, wallAt, zoneLabel } from './schedule-time'

// The article's scheduling control (admin/schedule-control.tsx), editors and founders only:
// what is pending, schedule a publish or unpublish at a time of the site's clock, cancel one.

const copy = t.editorsDesk.schedule
const staff = { auth: 'staff' } as const
/** A publish may be scheduled up to a year ahead. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000

const numberParam = (value: string | undefined) =>
  /^\d{1,9}$/.test(value ?? '') ? Number(value) : null

/** The article, as the editor reads it (drafts included), or null. */
async function articleOf(payload: Payload, params: { id?: string }, user: User) {
  const id = numberParam(params.id)
  if (id == null) return null
  const doc = await payload.findByID({
    collection: 'blog-posts',
    id,
    draft: true,
    depth: 0,
    select: { slug: true },
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  return doc ? id : null
}

/** The jobs of article `id` still to run: not started, not failed, publish or unpublish. */
const pendingWhere = (id: number): Where => ({
  and: [
    { taskSlug: { equals: SCHEDULE_TASK } },
    // The old drawer stored the id as text, this control as a number.
    { 'input.doc.value': { in: [id, String(id)] } },
    { 'input.type': { in: ['publish', 'unpublish'] } },
    { completedAt: { exists: false } },
    { processing: { equals: false } },
    { hasError: { not_equals: true } },
  ],
})

function toScheduled(job: Pick<PayloadJob, 'id' | 'input' | 'waitUntil'>): ScheduledJob {
  const instant = Date.parse(job.waitUntil ?? '')
  const wall = wallAt(instant)
  const input = job.input as { type?: ScheduleType } | null
  return {
    id: job.id,
    type: input?.type === 'unpublish' ? 'unpublish' : 'publish',
    at: new Date(instant).toISOString(),
    ...wallFields(wall),
    label: wallLabel(wall),
  }
}

async function pendingOf(payload: Payload, id: number): Promise<ScheduledJob[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: pendingWhere(id),
    sort: 'waitUntil',
    depth: 0,
    limit: 50,
    pagination: false,
    select: { input: true, waitUntil: true },
    overrideAccess: true,
  })
  return docs.map(toScheduled)
}

/** GET /api/blog-posts/:id/schedule: the site's zone and what is pending. */
const read = defineEndpoint({
  ...staff,
  path: '/:id/schedule',
  method: 'get',
  handler: async ({ req, params, user }) => {
    const id = await articleOf(req.payload, params, user)
    if (id == null) return refuse(404, copy.notFound)
    const state: ScheduleState = {
      timeZone: SITE_TIME_ZONE,
      zone: zoneLabel(),
      pending: await pendingOf(req.payload, id),
    }
    return json(state, 200, { 'Cache-Control': 'no-store' })
  },
})

/**
 * POST /api/blog-posts/:id/schedule { type, date: "5/12/2026", time: "23:49" }: a job at that
 * time of the site's clock, run with the editor's rights.
 */
const schedule = defineEndpoint({
  ...staff,
  path: '/:id/schedule',
  method: 'post',
  input: scheduleInput,
  handler: async ({ req, params, input, user }) => {
    const id = await articleOf(req.payload, params, user)
    if (id == null) return refuse(404, copy.notFound)
    const at = instantOf(parseWall(input.date, input.time)!)
    if (at <= Date.now()) return refuse(400, copy.past)
    if (at - Date.now() > MAX_AHEAD_MS) return refuse(400, copy.tooFar)
    const job = await req.payload.jobs.queue({
      task: SCHEDULE_TASK,
      input: {
        type: input.type,
        doc: { relationTo: 'blog-posts', value: id },
        user: { relationTo: 'users', value: user.id },
      },
      waitUntil: new Date(at),
      req,
    })
    const scheduled = toScheduled(job as PayloadJob)
    return json(
      { job: scheduled, message: copy.scheduled(copy.types[input.type], scheduled.label) },
      201,
    )
  },
})

/** DELETE /api/blog-posts/:id/schedule/:job: cancels a pending job of this article. */
const cancel = defineEndpoint({
  ...staff,
  path: '/:id/schedule/:job',
  method: 'delete',
  handler: async ({ req, params, user }) => {
    const id = await articleOf(req.payload, params, user)
    if (id == null) return refuse(404, copy.notFound)
    const job = numberParam(params.job)
    if (job == null) return refuse(404, copy.jobNotFound)
    // Only while still pending: a job the runner has taken is no longer cancelled.
    const { docs } = await req.payload.delete({
      collection: 'payload-jobs',
      where: { and: [{ id: { equals: job } }, pendingWhere(id)] },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (docs.length === 0) return refuse(404, copy.jobNotFound)
    return json({ message: copy.cancelled })
  },
})

export const scheduleEndpoints = [read, schedule, cancel]
