import type { CollectionConfig } from 'payload'

import { hasRole, isStaffUser } from '../../access/hasRole'
import { isFounder, isFounderField } from '../../access/isFounder'
import { selfOrFounder, selfOrFounderField } from '../../access/selfOrFounder'
import { selfOrStaff } from '../../access/selfOrStaff'
import { deleteDependents } from '../hooks/deleteDependents'
import { expireFounderBadge } from '../hooks/expireProfilePages'
import { USER_ROLES } from '../../src/lib/options'
import { founderEmails, isProduction, siteUrl } from '../../src/lib/env'
import { passwordResetEmail } from '../../src/lib/email/messages'
import {
  confirmEmailEndpoint,
  resendConfirmationEndpoint,
} from '../../src/features/accounts/confirm-email-endpoints'
import { deleteAccountEndpoint } from '../../src/features/accounts/delete-account-endpoint'
import { exportDataEndpoint } from '../../src/features/accounts/export-data-endpoint'
import { signUpEndpoint } from '../../src/features/accounts/sign-up-endpoint'
import {
  guardAccountChanges,
  guardOwnDelete,
  sendAccountChangeMails,
  takeCurrentPassword,
} from '../../src/features/accounts/account-change-hooks'
import {
  sameOriginAuthEndpoints,
  sameOriginAuthOperations,
} from '../../src/platform/same-origin-auth'
import { endSessionsOnNewEmail } from '../../src/features/accounts/sessions'
import { expirePagesEndpoint } from '../../src/lib/expire-pages-endpoint'
import { countFailedSignIn, limitAuthAttempts } from './hooks/limitAuthAttempts'
import { spanishAuthErrors } from './hooks/spanishErrors'
import { namePublicly, publicNameField, userSearch } from './publicName'
import { deleteNewsletterSubscription } from './erasure'
import { emailAlertsField } from './emailAlerts'
import { emailAlertEndpoints } from '../../src/features/email-alerts/endpoints'
import { t } from '../../src/i18n'

const systemOnly = () => false

/** The private account: e-mail, names and role. Its public face is the profile. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  admin: {
    // The public name: editors may not read e-mails, and a member is known by it everywhere.
    useAsTitle: publicNameField.name,
    defaultColumns: [publicNameField.name, 'email', 'firstName', 'lastName', 'role'],
    listSearchableFields: [userSearch.field.name],
    group: 'Cuentas',
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 7 * 24 * 60 * 60,
    cookies: {
      // Secure whenever the site is served over HTTPS, which production always is.
      secure: isProduction && siteUrl.startsWith('https://'),
      sameSite: 'Lax',
    },
    forgotPassword: {
      // Payload answers 200 whether or not the account exists; the e-mail goes only to real ones.
      generateEmailSubject: () => passwordResetEmail('', '').subject,
      generateEmailHTML: (args) =>
        passwordResetEmail(String(args?.user?.firstName ?? ''), args?.token ?? '').html,
    },
  },
  endpoints: [
    // First, so they run before Payload's own auth endpoints of the same path.
    ...sameOriginAuthEndpoints,
    signUpEndpoint,
    confirmEmailEndpoint,
    resendConfirmationEndpoint,
    exportDataEndpoint,
    deleteAccountEndpoint,
    ...emailAlertEndpoints,
    expirePagesEndpoint,
  ],
  access: {
    admin: ({ req: { user } }) => isStaffUser(user),
    read: selfOrStaff,
    // Accounts are opened through POST /api/users/signup (rate-limited, never tells whether an
    // e-mail is taken); founders may also create them directly.
    create: ({ req }) => hasRole(req.user, 'founder') || req.context.signUp === true,
    update: selfOrFounder,
    delete: selfOrFounder,
    unlock: isFounder,
  },
  fields: [
    {
      // Payload's own e-mail field, re-declared to keep it private to its owner and founders.
      name: 'email',
      type: 'email',
      label: 'Correo electrónico',
      required: true,
      unique: true,
      access: { read: selfOrFounderField },
    },
    { name: 'firstName', label: 'Nombre', type: 'text', required: true, maxLength: 80 },
    { name: 'lastName', label: 'Apellido', type: 'text', required: true, maxLength: 80 },
    publicNameField,
    userSearch.field,
    {
      name: 'role',
      label: 'Rol',
      type: 'select',
      required: true,
      defaultValue: 'member',
      saveToJWT: true,
      index: true,
      options: USER_ROLES.map((value) => ({
        value,
        label: { member: 'Miembro', editor: 'Editor', founder: 'Fundador' }[value],
      })),
      // Only founders hand out roles; a role sent by anyone else is dropped before saving.
      access: { create: isFounderField, update: isFounderField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'emailConfirmed',
      label: 'E-mail confirmado',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: isFounderField },
      admin: { position: 'sidebar' },
    },
    {
      // Hash of the single-use token in the welcome e-mail's confirmation link.
      name: 'emailConfirmTokenHash',
      type: 'text',
      index: true,
      hidden: true,
      access: { read: systemOnly, create: systemOnly, update: systemOnly },
    },
    {
      name: 'emailConfirmExpires',
      type: 'date',
      hidden: true,
      access: { read: systemOnly, create: systemOnly, update: systemOnly },
    },
    {
      // A new e-mail waits here until the link sent to it is followed (hooks/accountChanges.ts).
      name: 'pendingEmail',
      label: t.accountSafety.admin.pendingEmail,
      type: 'text',
      access: { read: selfOrFounderField, create: systemOnly, update: systemOnly },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.pendingEmail),
      },
    },
    {
      name: 'pendingEmailTokenHash',
      type: 'text',
      index: true,
      hidden: true,
      access: { read: systemOnly, create: systemOnly, update: systemOnly },
    },
    {
      name: 'pendingEmailExpires',
      type: 'date',
      hidden: true,
      access: { read: systemOnly, create: systemOnly, update: systemOnly },
    },
    emailAlertsField,
    {
      // Someone else's account: the admin hides its e-mail field and password change.
      name: 'otherAccount',
      type: 'ui',
      admin: {
        components: { Field: '/src/features/accounts/admin/other-account#OtherAccountAuth' },
        condition: (data, _siblingData, { user }) =>
          Boolean(user && data?.id && String(user.id) !== String(data.id)),
      },
    },
    {
      // Never stored: the account's password, asked for before changing its e-mail or password.
      // Shown only on one's own account; another account's e-mail and password cannot change.
      name: 'currentPassword',
      label: t.accountSafety.admin.currentPassword,
      type: 'text',
      virtual: true,
      admin: {
        description: t.accountSafety.admin.currentPasswordHint,
        components: { Field: '@payloadcms/ui#PasswordField' },
        condition: (data, _siblingData, { user }) =>
          Boolean(user && data?.id && String(user.id) === String(data.id)),
      },
    },
  ],
  hooks: {
    beforeOperation: [
      sameOriginAuthOperations,
      takeCurrentPassword,
      limitAuthAttempts,
      userSearch.beforeOperation,
    ],
    afterError: [countFailedSignIn, spanishAuthErrors],
    // Everything that belongs to the account goes with it (messages before their conversations).
    beforeDelete: [
      guardOwnDelete,
      deleteNewsletterSubscription,
      deleteDependents([
        { collection: 'messages', field: 'sender' },
        { collection: 'messages', field: 'recipient' },
        { collection: 'conversations', field: 'participantOne' },
        { collection: 'conversations', field: 'participantTwo' },
        { collection: 'notifications', field: 'recipient' },
        // Others' notices name the sender in their text.
        { collection: 'notifications', field: 'sender' },
        { collection: 'follows', field: 'follower' },
        { collection: 'follows', field: 'following' },
        { collection: 'blocks', field: 'blocker' },
        { collection: 'blocks', field: 'blocked' },
        { collection: 'favorites', field: 'user' },
        { collection: 'post-likes', field: 'user' },
        { collection: 'post-comments', field: 'user' },
        { collection: 'posts', field: 'user' },
        { collection: 'blog-likes', field: 'user' },
        { collection: 'blog-comments', field: 'user' },
        { collection: 'applications', field: 'user' },
        { collection: 'reports', field: 'reporter' },
        { collection: 'artists', field: 'user' },
        { collection: 'producers', field: 'user' },
        { collection: 'profiles', field: 'user' },
        // Last, as files cannot come back if the delete fails: their uploads, rows and files
        // (Payload removes the original and every size, on disk or S3; a missing file is skipped).
        // Images others' rows use lose them; an image staff uploaded is staff's.
        { collection: 'media', field: 'uploadedBy' },
      ]),
    ],
    beforeChange: [
      guardAccountChanges,
      namePublicly,
      ({ data, operation }) => {
        // FOUNDER_EMAILS grants the founder role at sign-up (and at seed).
        if (
          operation === 'create' &&
          data.email &&
          founderEmails().includes(String(data.email).toLowerCase())
        ) {
          data.role = 'founder'
        }
        return data
      },
    ],
    afterChange: [
      endSessionsOnNewEmail,
      sendAccountChangeMails,
      expireFounderBadge,
      async ({ doc, operation, req }) => {
        if (operation !== 'create') return doc
        // Every user has a public profile from the start.
        await req.payload.create({
          collection: 'profiles',
          data: {
            user: doc.id,
            firstName: doc.firstName,
            lastName: doc.lastName,
            displayName: `${doc.firstName} ${doc.lastName}`.trim(),
          },
          req,
          overrideAccess: true,
          depth: 0,
        })
        return doc
      },
    ],
  },
  timestamps: true,
}
