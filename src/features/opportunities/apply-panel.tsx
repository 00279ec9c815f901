'use client'

import { memberOnly } from '@/features/site/member-only'
import { ApplySignIn, type ApplyPanelProps } from './apply-panel-view'

/**
 * The gate of the apply panel: visitors get the sign-in prompt (the page stays cached for
 * everybody); members download their half, which applies, shows their application or, to the
 * poster, the opportunity's controls.
 */
export const ApplyPanel = memberOnly<ApplyPanelProps>(
  () => import('./member-apply-panel').then((module) => module.MemberApplyPanel),
  { fallback: (props) => <ApplySignIn {...props} /> },
)
