import type { CollectionConfig } from 'payload'

import { applicantOrPoster } from '../access/applicantOrPoster'
import { isFounder } from '../access/isFounder'
import { isSignedIn } from '../access/isSignedIn'
import { nobodyField } from '../access/nobody'
import { ownerField } from './fields/owner'
import { urlField } from './fields/url'
import { zodValidate } from './fields/validated'
import { limitMemberWrites } from './hooks/limitMemberWrites'
import {
  announceApplication,
  checkApplication,
  moveApplication,
} from '../src/features/opportunities/application-hooks'
import {
  ANSWER_MAX,
  APPLICATION_STATUSES,
  LINKS_MAX,
  NOTE_MAX,
  QUESTIONS_MAX,
  answerRule,
} from '../src/features/opportunities/opportunity-rules'
import { t } from '../src/i18n'
import { ruledText } from '../src/lib/text-rules'

const copy = t.opportunities
/** What the applicant sent stays as sent: only the status moves afterwards. */
const sentOnce = { update: nobodyField }

/**
 * A member's application to an opportunity: read only by its applicant and the poster (and
 * staff), one per member and opportunity (unique index), counted on the opportunity by a
 * trigger. The rules live in src/features/opportunities/application-hooks.ts.
 */
export const OpportunityApplications: CollectionConfig = {
  slug: 'opportunity-applications',
  labels: { singular: 'Solicitud', plural: 'Solicitudes' },
  admin: {
    group: 'Oportunidades',
    defaultColumns: ['opportunity', 'user', 'status', 'createdAt'],
    description: 'Solicitudes a oportunidades. Solo las ven quien aplica y quien publica.',
  },
  defaultSort: '-createdAt',
  access: {
    read: applicantOrPoster,
    create: isSignedIn,
    update: applicantOrPoster,
    delete: isFounder,
  },
  fields: [
    ownerField('user', 'Solicitante'),
    {
      name: 'opportunity',
      label: 'Oportunidad',
      type: 'relationship',
      relationTo: 'opportunities',
      required: true,
      index: true,
      access: sentOnce,
    },
    {
      name: 'poster',
      label: 'Publicada por',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Copied from the opportunity by checkApplication, never sent.
      access: { create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'note',
      label: 'Nota',
      type: 'textarea',
      maxLength: NOTE_MAX,
      access: sentOnce,
      validate: (value: unknown) =>
        value == null || String(value).length <= NOTE_MAX || copy.rules.noteMax,
    },
    {
      name: 'answers',
      label: 'Respuestas',
      type: 'array',
      maxRows: QUESTIONS_MAX,
      access: sentOnce,
      fields: [
        {
          name: 'answer',
          label: 'Respuesta',
          type: 'textarea',
          required: true,
          maxLength: ANSWER_MAX,
          validate: zodValidate(ruledText(answerRule), copy.rules.answerRequired),
        },
      ],
    },
    {
      name: 'links',
      label: 'Enlaces',
      type: 'array',
      maxRows: LINKS_MAX,
      access: sentOnce,
      fields: [urlField('url', 'Enlace')],
    },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: APPLICATION_STATUSES.map((value) => ({
        value,
        label: copy.applicationStatuses[value],
      })),
      // Every application starts pending; moveApplication decides who moves it where.
      access: { create: nobodyField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'decidedAt',
      label: 'Decidida el',
      type: 'date',
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  indexes: [{ fields: ['user', 'opportunity'], unique: true }],
  hooks: {
    beforeOperation: [limitMemberWrites('applications')],
    beforeValidate: [checkApplication],
    beforeChange: [moveApplication],
    afterChange: [announceApplication],
  },
  timestamps: true,
}
