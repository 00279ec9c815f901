import type { AccessResult, CollectionConfig } from 'payload'
import { hasRole } from '../../access/hasRole'

import { isFounder, isFounderField } from '../../access/isFounder'
import { memberOrFounderField } from '../../access/selfOrFounder'
import { nobodyField } from '../../access/nobody'
import { isSignedIn } from '../../access/isSignedIn'
import { ownRowsOrStaff } from '../../access/ownRowsOrStaff'
import { SPANISH_DATE } from '../fields/date'
import { ownerField } from '../fields/owner'
import { searchable } from '../hooks/searchable'
import { urlField } from '../fields/url'
import { BIO_MAX } from '../../src/lib/limits'
import {
  ALL_GENRES,
  ROLES,
  APPLICATION_STATUSES,
  EXPERIENCE_LEVELS,
  PROFILE_COUNTRIES,
  asOptions,
} from '../../src/lib/options'

import { applyDecision } from '../../src/features/accounts/apply-decision'
import { csvExportEndpoint } from '../../src/features/founder-tools/csv-export'
import {
  onboardingEndpoint,
  submitApplicationEndpoint,
} from '../../src/features/accounts/application-endpoints'
import { t } from '../../src/i18n'
import { ownImageField } from '../fields/ownImage'
import { zodValidate } from '../fields/validated'
import { optionalPhone } from '../../src/lib/validation'

// Names only: a search that matched an e-mail would tell editors whose it is
// (migrations/20261205_090000_application_search_without_email.ts).
const applicantSearch = searchable('Nombre')

// The applicant's e-mail is read as the account's (README "Roles y acceso"): by them and founders.
const readsEmail = memberOrFounderField('user')

// Every application starts pending; only founders decide, and the hook below dates the decision.
const founderDecides = { create: nobodyField, update: isFounderField }
const systemOnly = { create: nobodyField, update: nobodyField }

/** Requests to join: one per member; editors see them, only founders decide. */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: 'Solicitud', plural: 'Solicitudes' },
  admin: {
    group: 'Cuentas',
    useAsTitle: 'artistName',
    defaultColumns: [
      'artistName',
      'user',
      'firstName',
      'lastName',
      'country',
      'status',
      'createdAt',
    ],
    listSearchableFields: [applicantSearch.field.name],
    components: { beforeList: ['/src/features/founder-tools/csv-export-link#CsvExportLink'] },
  },
  defaultSort: '-createdAt',
  // /join and the onboarding wizard submit through their endpoints; founders download every
  // application as CSV from the admin list.
  endpoints: [
    submitApplicationEndpoint,
    onboardingEndpoint,
    csvExportEndpoint('applications', t.founderTools.csv.applications, 'solicitudes'),
  ],
  access: {
    read: ownRowsOrStaff('user'),
    create: isSignedIn,
    update: ({ req: { user } }): AccessResult => {
      if (!user) return false
      if (hasRole(user, 'founder')) return true
      // A member may resubmit only while the decision is not an approval.
      return { and: [{ user: { equals: user.id } }, { status: { not_equals: 'approved' } }] }
    },
    delete: isFounder,
  },
  fields: [
    ownerField('user', 'Usuario', { unique: true }),
    { name: 'firstName', label: 'Nombre', type: 'text', required: true, maxLength: 80 },
    { name: 'lastName', label: 'Apellido', type: 'text', required: true, maxLength: 80 },
    {
      name: 'email',
      label: 'Correo electrónico',
      type: 'email',
      required: true,
      access: { read: readsEmail },
    },
    {
      name: 'phone',
      label: 'Teléfono',
      type: 'text',
      maxLength: 40,
      validate: zodValidate(optionalPhone, t.validation.invalidPhone),
    },
    {
      name: 'country',
      label: 'País',
      type: 'select',
      required: true,
      index: true,
      options: asOptions(PROFILE_COUNTRIES),
    },
    { name: 'artistName', label: 'Nombre artístico', type: 'text', required: true, maxLength: 120 },
    {
      name: 'genres',
      label: 'Géneros',
      type: 'select',
      hasMany: true,
      required: true,
      options: asOptions(ALL_GENRES),
    },
    { name: 'roles', label: 'Roles', type: 'select', hasMany: true, options: asOptions(ROLES) },
    {
      name: 'experienceLevel',
      label: 'Experiencia',
      type: 'select',
      required: true,
      options: EXPERIENCE_LEVELS.map(({ value, label }) => ({ value, label })),
    },
    { name: 'bio', label: 'Biografía', type: 'textarea', required: true, maxLength: BIO_MAX },
    ownImageField('photo', 'Foto de perfil'),
    urlField('instagramUrl', 'Instagram'),
    urlField('spotifyUrl', 'Spotify'),
    urlField('youtubeUrl', 'YouTube'),
    urlField('tiktokUrl', 'TikTok'),
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: APPLICATION_STATUSES.map((value) => ({
        value,
        label: { pending: 'Pendiente', approved: 'Aprobada', denied: 'Rechazada' }[value],
      })),
      access: founderDecides,
      admin: { position: 'sidebar' },
    },
    {
      name: 'reviewedAt',
      label: 'Revisada',
      type: 'date',
      access: systemOnly,
      admin: { position: 'sidebar', readOnly: true, date: SPANISH_DATE },
    },
    applicantSearch.field,
  ],
  hooks: {
    afterChange: [applyDecision],
    beforeOperation: [applicantSearch.beforeOperation],
    beforeChange: [
      ({ data, operation, originalDoc, req }) => {
        // A member's resubmission after a denial goes back to review.
        if (
          operation === 'update' &&
          !hasRole(req.user, 'founder') &&
          originalDoc?.status === 'denied'
        ) {
          data.status = 'pending'
        }
        if (
          operation === 'update' &&
          data.status &&
          data.status !== originalDoc?.status &&
          data.status !== 'pending'
        ) {
          data.reviewedAt = new Date().toISOString()
        }
        return data
      },
    ],
  },
  timestamps: true,
}
