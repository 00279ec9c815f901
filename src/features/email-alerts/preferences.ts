import type { Payload } from 'payload'

import { sqlPool } from '@/lib/db'
import type { AlertCategory, EmailAlertPreferences } from './preferences-schema'

// Reading and switching off a member's e-mail alerts from server code (jobs, hooks, endpoints).
// The member sets them through PATCH /api/users/:id (collections/Users/emailAlerts.ts).

/** Each category's column on `users` and the value that means "send". */
const WANTS: Record<AlertCategory, string> = {
  digest: `email_alerts_opportunity_digest <> 'off'`,
  activity: 'email_alerts_opportunity_activity',
  messages: 'email_alerts_unread_messages',
}

/**
 * Whether the member wants e-mails of this category now (false for an account that is gone).
 * Call it right before queueing one: a preference changes at any time.
 */
export async function wantsEmail(
  payload: Payload,
  userId: number,
  category: AlertCategory,
): Promise<boolean> {
  const { rows } = await sqlPool(payload).query<{ wants: boolean }>(
    `SELECT ${WANTS[category]} AS wants FROM users WHERE id = $1`,
    [userId],
  )
  return rows[0]?.wants === true
}

/** What switching a category off writes (the digest's "off", the others' false). */
export const switchedOff = (category: AlertCategory): Partial<EmailAlertPreferences> =>
  category === 'digest'
    ? { opportunityDigest: 'off' }
    : category === 'activity'
      ? { opportunityActivity: false }
      : { unreadMessages: false }
