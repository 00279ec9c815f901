import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { t } from '@/i18n'
import { passwordChangedEmail } from '@/lib/email/messages'
import { queueEmail } from '@/lib/email/outbox'
import { enforceLimit } from '@/lib/rate-limit'
import { email as emailSchema } from '@/lib/validation'
import { readBody } from '@/lib/endpoint'
import { requireCurrentPassword, suppliedPassword } from './current-password'
import { PublicError } from '@/lib/public-error'
import {
  EMAIL_CHANGE_LIMITS,
  pendingEmailFields,
  sendEmailChangeMails,
  type PendingEmailChange,
} from './email-change'

const copy = t.accountSafety.errors

const normalized = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase()

/** The signed-in account is `id` itself (founders included: their own account is no exception). */
const isOwnAccount = (req: PayloadRequest, id: unknown) =>
  req.user?.collection === 'users' && String(req.user.id) === String(id)

/**
 * Moves `currentPassword` out of the data (it is never stored) into `req.context`, where the
 * checks below read it; server code sets `context.currentPassword` itself. A REST DELETE carries
 * it in its JSON body, which Payload does not read for deletes.
 */
export const takeCurrentPassword: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation === 'update' && args.data && typeof args.data === 'object') {
    const { currentPassword, ...data } = args.data as Record<string, unknown>
    if (typeof currentPassword === 'string') req.context.currentPassword = currentPassword
    return { ...args, data }
  }
  if (
    operation === 'delete' &&
    req.method === 'DELETE' &&
    req.context.currentPassword === undefined
  ) {
    const { currentPassword } = await readBody(req)
    if (typeof currentPassword === 'string') req.context.currentPassword = currentPassword
  }
  return args
}

/**
 * A new e-mail or password needs the account's current password, on every path that has a
 * signed-in user (REST, GraphQL, the admin panel, server actions); founders may not change
 * another account's e-mail or password at all. A new e-mail does not apply here: it waits as a
 * pending change for the link sent to it. Server code without a user (seed, scripts, the
 * confirmation link) is trusted.
 */
export const guardAccountChanges: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const oldEmail = normalized(originalDoc.email)
  const newEmail = data.email === undefined ? oldEmail : normalized(data.email)
  const changesEmail = newEmail !== oldEmail
  const changesPassword = typeof data.password === 'string' && data.password.length > 0
  if ((!changesEmail && !changesPassword) || !req.user) return data

  if (!isOwnAccount(req, originalDoc.id)) throw new PublicError(copy.notOwner, 403)
  // Before the limits, so a request without the password costs nothing.
  suppliedPassword(req)
  if (changesEmail) {
    if (!emailSchema.safeParse(newEmail).success) {
      throw new PublicError(copy.invalidEmail, 400)
    }
    await enforceLimit(req.payload, EMAIL_CHANGE_LIMITS.account, String(originalDoc.id))
    await enforceLimit(req.payload, EMAIL_CHANGE_LIMITS.address, newEmail)
  }
  await requireCurrentPassword(req, originalDoc.id)

  const name = String(originalDoc.firstName ?? '')
  if (changesEmail) {
    const { token, fields } = pendingEmailFields(newEmail)
    Object.assign(data, fields, { email: originalDoc.email })
    req.context.pendingEmailChange = { token, newEmail, oldEmail: originalDoc.email, name }
  }
  if (changesPassword) req.context.passwordChangedFor = { email: originalDoc.email, name }
  return data
}

/** After the write: the e-mails of an e-mail change, and a notice that the password changed. */
export const sendAccountChangeMails: CollectionAfterChangeHook = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc
  const change = req.context.pendingEmailChange as PendingEmailChange | undefined
  const password = req.context.passwordChangedFor as { email: string; name: string } | undefined
  delete req.context.pendingEmailChange
  delete req.context.passwordChangedFor
  if (change) await sendEmailChangeMails(req.payload, change, req)
  if (password) {
    await queueEmail(
      req.payload,
      { to: password.email, ...passwordChangedEmail(password.name), what: 'contraseña cambiada' },
      req,
    )
  }
  return doc
}

/**
 * Deleting your own account needs its current password, whatever the path. Founders may still
 * remove other accounts from the admin panel (moderation), as the delete access allows.
 */
export const guardOwnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (isOwnAccount(req, id)) await requireCurrentPassword(req, id)
}
