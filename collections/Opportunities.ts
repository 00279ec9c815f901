import type { CollectionConfig, Validate } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { isStaffField } from '../access/isStaff'
import { nobodyField } from '../access/nobody'
import { opportunityReaders } from '../access/opportunityReaders'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { ownRowsOrFounder } from '../access/ownRowsOrFounder'
import { counterField } from './fields/counter'
import { flagField, hiddenField } from './fields/flag'
import { ownImageField } from './fields/ownImage'
import { ownerField } from './fields/owner'
import { zodValidate } from './fields/validated'
import { limitMemberWrites } from './hooks/limitMemberWrites'
import {
  checkOpportunity,
  deleteDraftsOnly,
  lockAfterApplications,
  moderateOpportunity,
  moveStatus,
  opportunityExpiry,
  requireConfirmedEmail,
} from '../src/features/opportunities/opportunity-hooks'
import {
  CITY_MAX,
  CURRENCIES,
  DESCRIPTION_MAX,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_STATUSES,
  PAY_AMOUNT_MAX,
  PAY_TYPES,
  QUESTION_MAX,
  QUESTIONS_MAX,
  TITLE_MAX,
} from '../src/features/opportunities/opportunity-rules'
import { reportScamSignals } from '../src/features/opportunities/scam-signals'
import {
  descriptionRule,
  questionRule,
  titleRule,
} from '../src/features/opportunities/opportunity-rules'
import { t } from '../src/i18n'
import { ALL_GENRES, COUNTRIES, ROLES, asOptions } from '../src/lib/options'
import { ruledText } from '../src/lib/text-rules'

const copy = t.opportunities

const atLeastOneRole: Validate = (value: unknown) =>
  (Array.isArray(value) && value.length > 0) || copy.rules.rolesRequired

/**
 * Work a member offers the scene (issue 39): gigs, productions, castings… Public once published,
 * editable by its poster until the first application, moderated by staff. The rules live in
 * src/features/opportunities (opportunity-hooks.ts); search_terms and title_key, kept by
 * triggers for the search (migrations/20261208_090000_opportunities.ts), are not Payload's.
 */
export const Opportunities: CollectionConfig = {
  slug: 'opportunities',
  labels: { singular: 'Oportunidad', plural: 'Oportunidades' },
  admin: {
    group: 'Oportunidades',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'status', 'deadline', 'applicationsCount', 'user'],
    listSearchableFields: ['title'],
    description: 'Lo que publican los miembros. Oculta o destaca desde la barra lateral.',
  },
  defaultSort: '-publishedAt',
  access: {
    read: opportunityReaders,
    create: isSignedIn,
    update: ownRowsOrStaff('user'),
    delete: ownRowsOrFounder('user'),
  },
  fields: [
    ownerField('user', 'Publicada por'),
    {
      name: 'kind',
      label: 'Tipo',
      type: 'select',
      required: true,
      index: true,
      options: OPPORTUNITY_KINDS.map((value) => ({ value, label: copy.kinds[value] })),
    },
    {
      name: 'title',
      label: 'Título',
      type: 'text',
      required: true,
      maxLength: TITLE_MAX,
      validate: zodValidate(ruledText(titleRule), copy.rules.titleRequired),
    },
    {
      name: 'description',
      label: 'Descripción',
      type: 'textarea',
      required: true,
      maxLength: DESCRIPTION_MAX,
      validate: zodValidate(ruledText(descriptionRule), copy.rules.descriptionRequired),
    },
    {
      name: 'roles',
      label: 'Roles buscados',
      type: 'select',
      hasMany: true,
      required: true,
      options: asOptions(ROLES),
      validate: atLeastOneRole,
    },
    {
      name: 'genres',
      label: 'Géneros',
      type: 'select',
      hasMany: true,
      options: asOptions(ALL_GENRES),
    },
    { name: 'remote', label: copy.remote, type: 'checkbox', defaultValue: false, index: true },
    { name: 'country', label: 'País', type: 'select', index: true, options: asOptions(COUNTRIES) },
    { name: 'city', label: 'Ciudad', type: 'text', maxLength: CITY_MAX },
    { name: 'eventDate', label: 'Cuándo ocurre', type: 'date' },
    { name: 'deadline', label: 'Plazo para aplicar', type: 'date', required: true, index: true },
    {
      name: 'pay',
      label: 'Pago',
      type: 'select',
      required: true,
      defaultValue: 'negotiable',
      index: true,
      options: PAY_TYPES.map((value) => ({ value, label: copy.pay[value] })),
    },
    { name: 'payMin', label: 'Importe desde', type: 'number', min: 0, max: PAY_AMOUNT_MAX },
    { name: 'payMax', label: 'Importe hasta', type: 'number', min: 0, max: PAY_AMOUNT_MAX },
    {
      name: 'currency',
      label: 'Moneda',
      type: 'select',
      options: CURRENCIES.map((value) => ({ value, label: value })),
    },
    {
      name: 'questions',
      label: 'Preguntas',
      type: 'array',
      maxRows: QUESTIONS_MAX,
      fields: [
        {
          name: 'question',
          label: 'Pregunta',
          type: 'text',
          required: true,
          maxLength: QUESTION_MAX,
          validate: zodValidate(ruledText(questionRule), copy.rules.questionRequired),
        },
      ],
    },
    ownImageField('image', 'Imagen'),
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: OPPORTUNITY_STATUSES.map((value) => ({ value, label: copy.statuses[value] })),
      // Which moves are allowed, and publishing's limit: moveStatus.
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      label: 'Publicada el',
      type: 'date',
      index: true,
      // Set when it first opens (moveStatus), never by a request.
      access: { create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true },
    },
    counterField('applicationsCount', 'Solicitudes'),
    flagField('featured', copy.featured, isStaffField, { index: true }),
    hiddenField(),
  ],
  hooks: {
    beforeOperation: [
      requireConfirmedEmail,
      limitMemberWrites('opportunities', ['create', 'update']),
    ],
    beforeValidate: [moderateOpportunity],
    beforeChange: [lockAfterApplications, checkOpportunity, moveStatus],
    beforeDelete: [deleteDraftsOnly],
    afterChange: [...opportunityExpiry.afterChange, reportScamSignals],
    afterDelete: opportunityExpiry.afterDelete,
  },
  timestamps: true,
}
