'use client'

import { memberOnly } from '@/features/site/member-only'

/**
 * "Denunciar" (report-button.tsx) on pages visitors read: its dialog, its form and its checks
 * load only once a member is signed in; visitors, who never see the button, never download them.
 */
export const MemberReportButton = memberOnly(() =>
  import('./report-button').then(({ ReportButton }) => ReportButton),
)
