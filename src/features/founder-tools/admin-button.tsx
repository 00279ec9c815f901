'use client'

import { memberOnly } from '@/features/site/member-only'

/** The founders' floating "Admin" button: nobody else downloads it. */
export const AdminButton = memberOnly(
  () => import('./founder-admin-button').then(({ FounderAdminButton }) => FounderAdminButton),
  { when: (user) => user.role === 'founder' },
)
