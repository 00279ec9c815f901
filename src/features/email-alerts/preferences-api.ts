import { apiReply } from '@/lib/api-client'
import type { EmailAlertPreferences } from './preferences-schema'

// The member's preferences are fields of their own account row, so they are saved through
// Payload REST (docs/ARCHITECTURE.md, channel i): collections/Users/emailAlerts.ts lets only the
// member change them and checks every value.

/**
 * Saves the member's alert preferences: `{ ok, message }` as apiReply gives it. No `select`:
 * Payload 3.90.1 then saves the account without its sessions, which signs the member out.
 */
export const savePreferences = (userId: number, preferences: EmailAlertPreferences) =>
  apiReply('PATCH', `/api/users/${userId}?depth=0`, {
    emailAlerts: preferences,
  })
