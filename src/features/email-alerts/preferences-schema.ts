import * as t from '@/i18n/es'
import * as z from '@/lib/zod-mini'

// A member's e-mail alert preferences: the rules the preferences form checks in the browser and
// the fields of collections/Users/emailAlerts.ts check on every write (REST, admin, Local API).

/** Each kind of alert e-mail, with its own preference and its own unsubscribe link. */
export const ALERT_CATEGORIES = ['digest', 'activity', 'messages'] as const
export type AlertCategory = (typeof ALERT_CATEGORIES)[number]

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number]

export type EmailAlertPreferences = {
  opportunityDigest: DigestFrequency
  opportunityActivity: boolean
  unreadMessages: boolean
}

/** What a new account gets (and the columns' defaults in the migration). */
export const DEFAULT_PREFERENCES: EmailAlertPreferences = {
  opportunityDigest: 'weekly',
  opportunityActivity: true,
  unreadMessages: true,
}

const copy = t.emailAlerts.invalid

export const digestRule = z.enum(DIGEST_FREQUENCIES, { error: copy.digest })
export const onOffRule = z.boolean({ error: copy.onOff })

/** The form's whole value; a save may send any part of it. */
export const preferencesSchema = z.object({
  opportunityDigest: digestRule,
  opportunityActivity: onOffRule,
  unreadMessages: onOffRule,
})
