import type { Payload, PayloadRequest } from 'payload'

import { emailChangeEmail, emailChangeNoticeEmail, emailTakenEmail } from '@/lib/email/messages'
import { queueEmail } from '@/lib/email/outbox'
import type { Limit } from '@/lib/rate-limit'
import { hashToken, newToken } from '@/lib/tokens'

const VALID_FOR_MS = 24 * 60 * 60 * 1000

/** Requests to change the e-mail, per account and per new address (so nobody floods an inbox). */
export const EMAIL_CHANGE_LIMITS = {
  account: { name: 'email-change', max: 5, windowSeconds: 60 * 60 },
  address: { name: 'email-change-to', max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>

export type PendingEmailChange = { token: string; newEmail: string; oldEmail: string; name: string }

/**
 * The pending-change fields for a new address: the change waits, as a single-use token (only its
 * hash stored) that expires, for the link sent to the new address. Stored the same way whether or
 * not the address is taken, so the answer never tells.
 */
export function pendingEmailFields(newEmail: string) {
  const token = newToken()
  return {
    token,
    fields: {
      pendingEmail: newEmail,
      pendingEmailTokenHash: hashToken(token),
      pendingEmailExpires: new Date(Date.now() + VALID_FOR_MS).toISOString(),
    },
  }
}

/** The address's owner by e-mail, if any (case-insensitive, as addresses are stored lower-case). */
export async function ownerOf(payload: Payload, email: string) {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    select: { firstName: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]
}

/**
 * The link goes to the new address, or, when that address already has an account, a notice to
 * its owner instead (the link would be useless: confirming re-checks). The old address always
 * hears about the request.
 */
export async function sendEmailChangeMails(
  payload: Payload,
  change: PendingEmailChange,
  req?: PayloadRequest,
) {
  const owner = await ownerOf(payload, change.newEmail)
  if (owner) {
    await queueEmail(
      payload,
      { to: change.newEmail, ...emailTakenEmail(owner.firstName ?? ''), what: 'email en uso' },
      req,
    )
  } else {
    await queueEmail(
      payload,
      {
        to: change.newEmail,
        ...emailChangeEmail(change.name, change.token),
        what: 'cambio de email',
      },
      req,
    )
  }
  await queueEmail(
    payload,
    {
      to: change.oldEmail,
      ...emailChangeNoticeEmail(change.name, change.newEmail),
      what: 'aviso de cambio de email',
    },
    req,
  )
}

/** Who opened a confirmation link: the signed-in account and its session, if any. */
export type Confirmer = { userId: number | string; sid?: string } | null

/**
 * Applies the pending change whose link carries `token`: true when the account's e-mail is now
 * the new one. The token is spent either way; a taken or expired address changes nothing. The
 * account's sessions end (./sessions.ts), all but the confirming one when it is the account's.
 */
export async function confirmEmailChange(
  payload: Payload,
  token: string,
  confirmer: Confirmer = null,
): Promise<boolean> {
  const found = await payload.find({
    collection: 'users',
    where: {
      and: [
        { pendingEmailTokenHash: { equals: hashToken(token) } },
        { pendingEmailExpires: { greater_than: new Date().toISOString() } },
      ],
    },
    select: { pendingEmail: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const user = found.docs[0]
  if (!user) return false
  const cleared = { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpires: null }
  const drop = async () => {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: cleared,
      overrideAccess: true,
      depth: 0,
    })
    return false
  }
  const newEmail = user.pendingEmail
  if (!newEmail || (await ownerOf(payload, newEmail))) return drop()
  const ownSession = confirmer && String(confirmer.userId) === String(user.id)
  try {
    // No user on this call: a system write, the only way an account's e-mail changes.
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { ...cleared, email: newEmail, emailConfirmed: true },
      overrideAccess: true,
      depth: 0,
      context: { keepSession: ownSession ? confirmer.sid : undefined },
    })
    return true
  } catch (error) {
    // Taken in the meantime: the unique index refuses it.
    if ((error as { status?: number }).status === 400) return drop()
    throw error
  }
}
