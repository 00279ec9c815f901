import { parseCookies } from 'payload/shared'

import { isStaffUser } from '../../access/hasRole'

/**
 * Next's draft-mode cookie (node_modules/next/dist/server/api-utils/index.js), set by /preview for
 * editors' previews and the admin's live preview pane.
 */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * A page seen by staff or in draft mode is not a visit: analytics and view counters count only
 * visitors and members (founders' figures, "Páginas más vistas"). A visitor who sets the cookie
 * by hand only leaves themselves out.
 */
export const notAVisit = (headers: Headers, user: { role?: string | null } | null | undefined) =>
  isStaffUser(user) || parseCookies(headers).has(DRAFT_MODE_COOKIE)
