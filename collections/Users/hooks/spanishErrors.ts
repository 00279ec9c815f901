import type { CollectionAfterErrorHook } from 'payload'

import { t } from '../../../src/i18n'

const copy = t.accountSafety.errors

/** Payload's auth errors that its Spanish translation does not cover, with the answer we give. */
const SPANISH: Record<string, { message: string; status: number }> = {
  'Token is either invalid or has expired.': { message: copy.resetTokenInvalid, status: 400 },
  'No User': { message: copy.signInRequired, status: 401 },
  'Missing required data.': { message: copy.missingData, status: 400 },
  'Missing email.': { message: copy.invalidEmail, status: 400 },
}

/** Answers those errors in Spanish (REST shape `{ errors: [{ message }] }`). */
export const spanishAuthErrors: CollectionAfterErrorHook = ({ error }) => {
  const known = SPANISH[(error as Error).message]
  if (!known) return
  return { response: { errors: [{ message: known.message }] }, status: known.status }
}
