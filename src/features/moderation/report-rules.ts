import * as t from '@/i18n/es'
import type { TextRule } from '@/lib/text-rules'

// What a report is: target kinds and the reason's rule. The reason's schema (report-schema.ts,
// zod/mini) is built from it; the dialog and the collection (collections/Reports.ts) both use it.

export const REPORT_REASON_MAX = 1000

export const REPORT_TARGET_TYPES = [
  'post',
  'post-comment',
  'blog-comment',
  'profile',
  'opportunity',
] as const
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number]

/** The relationship field of a report that holds each kind of target. */
export const REPORT_TARGET_FIELD = {
  post: 'post',
  'post-comment': 'postComment',
  'blog-comment': 'blogComment',
  profile: 'profile',
  opportunity: 'opportunity',
} as const satisfies Record<ReportTargetType, string>

/** The collection each kind of reported content lives in. */
export const REPORT_TARGET_COLLECTION = {
  post: 'posts',
  'post-comment': 'post-comments',
  'blog-comment': 'blog-comments',
  profile: 'profiles',
  opportunity: 'opportunities',
} as const satisfies Record<ReportTargetType, string>

const copy = t.safety.report

/** Why the member reports: required, at most 1000 characters. */
export const reportReasonRule: TextRule = {
  required: copy.reasonRequired,
  max: REPORT_REASON_MAX,
  tooLong: copy.reasonMax,
}
