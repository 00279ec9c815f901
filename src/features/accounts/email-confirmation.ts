import type { Payload, PayloadRequest } from 'payload'

import { welcomeEmail } from '@/lib/email/messages'
import { queueEmail } from '@/lib/email/outbox'
import { hashToken, newToken } from '@/lib/tokens'

const VALID_FOR_MS = 7 * 24 * 60 * 60 * 1000

/** Gives the user a new single-use confirmation token and e-mails it in the welcome message. */
export async function sendWelcomeEmail(
  payload: Payload,
  user: { id: number; email: string; firstName?: string | null },
  req?: Partial<PayloadRequest>,
) {
  const token = newToken()
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      emailConfirmTokenHash: hashToken(token),
      emailConfirmExpires: new Date(Date.now() + VALID_FOR_MS).toISOString(),
    },
    // A system write of fields nobody may set through the API.
    overrideAccess: true,
    depth: 0,
    req,
  })
  await queueEmail(
    payload,
    { to: user.email, ...welcomeEmail(user.firstName ?? '', token), what: 'bienvenida' },
    req,
  )
}
