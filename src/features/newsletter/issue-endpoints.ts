import type { Endpoint, Payload } from 'payload'

import type { NewsletterIssue, User } from '../../../payload-types'
import { t } from '@/i18n'
import { sqlPool } from '@/lib/db'
import { queueEmail } from '@/lib/email/outbox'
import { defineEndpoint, json, refuse } from '@/lib/endpoint'
import { LIMITS } from '@/lib/rate-limit'
import { z } from '@/lib/zod'
import { IssueNotReady, personalEmail, renderIssue, type RenderedIssue } from './issue-email'
import { queueSlice } from './sending'
import { confirmedCount, issueReport, scheduleIssue, unscheduleIssue } from './sql'

// The desk's actions on one issue (collections/NewsletterIssues) (src/features/newsletter/admin/desk.tsx), editors and founders
// only: preview, a test to oneself, send now or at a time, cancel a scheduled send, the report.

const copy = t.newsletterIssues.answers
const staff = { auth: 'staff' } as const
/** A send may be scheduled up to a year ahead. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000

const issueId = (params: { id?: string }) =>
  /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null

async function findIssue(payload: Payload, id: number | null): Promise<NewsletterIssue | null> {
  if (!id) return null
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    where: { id: { equals: id } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The issue rendered, or the refusal to answer (not found, article not public). */
async function rendered(
  payload: Payload,
  params: { id?: string },
): Promise<{ issue: NewsletterIssue; email: RenderedIssue } | Response> {
  const issue = await findIssue(payload, issueId(params))
  if (!issue) return refuse(404, copy.notFound)
  try {
    return { issue, email: await renderIssue(payload, issue) }
  } catch (error) {
    if (error instanceof IssueNotReady) return refuse(409, error.message)
    throw error
  }
}

const displayName = (user: User) => user.publicName || user.firstName || user.email

/** GET /api/newsletter-issues/:id/preview: the e-mail as a subscriber gets it, HTML and text. */
const preview = defineEndpoint({
  ...staff,
  path: '/:id/preview',
  method: 'get',
  handler: async ({ req, params, user }) => {
    const result = await rendered(req.payload, params)
    if (result instanceof Response) return result
    const email = personalEmail(result.email, { name: displayName(user), unsubscribeUrl: null })
    return json(
      {
        subject: email.subject,
        preheader: result.email.preheader,
        html: email.html,
        text: email.text,
        recipients: await confirmedCount(sqlPool(req.payload)),
      },
      200,
      { 'Cache-Control': 'no-store' },
    )
  },
})

/** POST /api/newsletter-issues/:id/test: one copy to the editor's own address, marked as a test. */
const test = defineEndpoint({
  ...staff,
  path: '/:id/test',
  method: 'post',
  limit: [{ limit: LIMITS.newsletterTest, key: (_req, user) => String(user?.id) }],
  handler: async ({ req, params, user }) => {
    const result = await rendered(req.payload, params)
    if (result instanceof Response) return result
    const email = personalEmail(result.email, { name: displayName(user), unsubscribeUrl: null })
    await queueEmail(req.payload, {
      to: user.email,
      ...email,
      subject: `${t.newsletterIssues.email.testPrefix}${email.subject}`,
      what: `prueba de la newsletter ${result.issue.id}`,
    })
    return json({ message: copy.testSent(user.email) }, 202)
  },
})

/**
 * POST /api/newsletter-issues/:id/send { at? }: now, or at `at` (an ISO date, in the future). Only
 * a draft moves, in one conditional UPDATE, so a double click sends once.
 */
const send = defineEndpoint({
  ...staff,
  path: '/:id/send',
  method: 'post',
  input: z.object({ at: z.optional(z.iso.datetime({ offset: true })) }),
  invalid: copy.pastTime,
  handler: async ({ req, params, input }) => {
    const at = input.at ? new Date(input.at) : null
    if (at && at.getTime() <= Date.now()) return refuse(400, copy.pastTime)
    if (at && at.getTime() - Date.now() > MAX_AHEAD_MS) return refuse(400, copy.tooFar)
    const result = await rendered(req.payload, params)
    if (result instanceof Response) return result
    const { issue } = result
    if (issue.status !== 'draft') return refuse(409, copy.notDraft)
    if (!at && (await confirmedCount(sqlPool(req.payload))) === 0)
      return refuse(409, copy.noRecipients)

    const pool = sqlPool(req.payload)
    if (!(await scheduleIssue(pool, issue.id, at))) return refuse(409, copy.notDraft)
    try {
      await queueSlice(req.payload, { issue: issue.id }, at ? at.getTime() - Date.now() : 0)
    } catch (error) {
      await unscheduleIssue(pool, issue.id)
      req.payload.logger.error({ err: error, issue: issue.id }, 'No se pudo encolar la newsletter')
      return refuse(503, copy.queueFailed)
    }
    return json({ message: at ? copy.scheduled : copy.sending })
  },
})

/** POST /api/newsletter-issues/:id/cancel: a scheduled send that has not started goes back to draft. */
const cancel = defineEndpoint({
  ...staff,
  path: '/:id/cancel',
  method: 'post',
  handler: async ({ req, params }) => {
    const id = issueId(params)
    if (!id) return refuse(404, copy.notFound)
    // The job finds a draft when its time comes and does nothing.
    if (!(await unscheduleIssue(sqlPool(req.payload), id))) return refuse(409, copy.notScheduled)
    return json({ message: copy.cancelled })
  },
})

/** GET /api/newsletter-issues/:id/report: recipients, sent, failed with reasons, unsubscribes. */
const report = defineEndpoint({
  ...staff,
  path: '/:id/report',
  method: 'get',
  handler: async ({ req, params }) => {
    const issue = await findIssue(req.payload, issueId(params))
    if (!issue) return refuse(404, copy.notFound)
    return json(
      {
        status: issue.status,
        // "Send now" is a send scheduled for now: it is starting, no longer to be cancelled.
        starting:
          issue.status === 'scheduled' &&
          Boolean(issue.scheduledFor) &&
          new Date(issue.scheduledFor!).getTime() <= Date.now(),
        scheduledFor: issue.scheduledFor ?? null,
        startedAt: issue.startedAt ?? null,
        sentAt: issue.sentAt ?? null,
        ...(await issueReport(sqlPool(req.payload), issue.id)),
      },
      200,
      { 'Cache-Control': 'no-store' },
    )
  },
})

export const newsletterIssueEndpoints: Endpoint[] = [preview, test, send, cancel, report]
