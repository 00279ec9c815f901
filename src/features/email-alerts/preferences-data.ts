import 'server-only'

import type { User } from '../../../payload-types'
import { DEFAULT_PREFERENCES, type EmailAlertPreferences } from './preferences-schema'

/** The signed-in member's alert preferences, as the form shows them. */
export function ownPreferences(user: User): EmailAlertPreferences {
  const saved = user.emailAlerts
  return {
    opportunityDigest: saved?.opportunityDigest ?? DEFAULT_PREFERENCES.opportunityDigest,
    opportunityActivity: saved?.opportunityActivity ?? DEFAULT_PREFERENCES.opportunityActivity,
    unreadMessages: saved?.unreadMessages ?? DEFAULT_PREFERENCES.unreadMessages,
  }
}
