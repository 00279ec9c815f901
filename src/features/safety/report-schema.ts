import { ruledText } from '../../lib/validation'
import { reportReasonRule } from './report-rules'

export * from './report-rules'

/** Why the member reports: the dialog's rule (report-rules.ts) as the collection's schema. */
export const reportReason = ruledText(reportReasonRule)
