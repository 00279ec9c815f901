import { z } from '@/lib/zod'

import { t } from '../../i18n'
import { requiredText } from '../../lib/validation'

export const REPORT_REASON_MAX = 1000

export const REPORT_TARGET_TYPES = ['post', 'post-comment', 'blog-comment', 'profile'] as const
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number]

/** The relationship field of a report that holds each kind of target. */
export const REPORT_TARGET_FIELD = {
  post: 'post',
  'post-comment': 'postComment',
  'blog-comment': 'blogComment',
  profile: 'profile',
} as const satisfies Record<ReportTargetType, string>

/** The collection each kind of reported content lives in. */
export const REPORT_TARGET_COLLECTION = {
  post: 'posts',
  'post-comment': 'post-comments',
  'blog-comment': 'blog-comments',
  profile: 'profiles',
} as const satisfies Record<ReportTargetType, string>

const copy = t.safety.report

/** Why the member reports: the same rule in the dialog and on the server. */
export const reportReason = requiredText(copy.reasonRequired).max(REPORT_REASON_MAX, copy.reasonMax)

export const reportFormSchema = z.object({ reason: reportReason })
