import { ruledText } from '@/lib/text-rules'
import { reportReasonRule } from './report-rules'

export * from './report-rules'

/** Why the member reports (zod/mini): the dialog checks with it, the collection validates with it. */
export const reportReason = ruledText(reportReasonRule)
