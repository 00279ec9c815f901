'use client'

import { memberOnly } from './member-only'

/**
 * What the layout adds for signed-in members: the tab's live connection and, for founders, the
 * floating Admin button. Loaded with the rest of the members' shell (member-shell.tsx).
 */
export const MemberExtras = memberOnly(() =>
  import('./member-shell').then(({ MemberLayoutExtras }) => MemberLayoutExtras),
)
