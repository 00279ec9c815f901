import type { CollectionConfig } from 'payload'

import { isFounder, isFounderField } from '../../access/isFounder'
import { nobody } from '../../access/nobody'
import { csvExportEndpoint } from '../../src/features/founder-tools/csv-export'
import { t } from '../../src/i18n'
import { SPANISH_DATE } from '../fields/date'
import { newsletterEndpoints } from '../../src/features/newsletter/subscriber-endpoints'

// Token hashes: never readable or writable through the API, only by the system.
const secretField = { read: () => false, create: () => false, update: () => false }

/** Newsletter sign-ups with double opt-in; subscribed through the site, read by founders. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Suscriptor', plural: 'Suscriptores' },
  admin: {
    group: 'Marketing',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'createdAt'],
    components: { beforeList: ['/src/features/founder-tools/csv-export-link#CsvExportLink'] },
  },
  defaultSort: '-createdAt',
  endpoints: [
    ...newsletterEndpoints,
    csvExportEndpoint('newsletter-subscribers', t.founderTools.csv.newsletter, 'suscriptores'),
  ],
  access: {
    read: isFounder,
    // The subscribe action writes through the system after validation and rate limits.
    create: nobody,
    update: isFounder,
    delete: isFounder,
  },
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true, maxLength: 120 },
    { name: 'email', label: 'Correo electrónico', type: 'email', required: true, unique: true },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Pendiente de confirmar' },
        { value: 'confirmed', label: 'Confirmado' },
        { value: 'unsubscribed', label: 'Dado de baja' },
      ],
      access: { create: isFounderField, update: isFounderField },
    },
    {
      name: 'confirmedAt',
      label: 'Confirmado el',
      type: 'date',
      admin: { readOnly: true, date: SPANISH_DATE },
    },
    {
      name: 'confirmTokenHash',
      type: 'text',
      index: true,
      access: secretField,
      admin: { hidden: true },
    },
    { name: 'confirmTokenExpiresAt', type: 'date', access: secretField, admin: { hidden: true } },
    {
      name: 'unsubscribeTokenHash',
      type: 'text',
      index: true,
      access: secretField,
      admin: { hidden: true },
    },
  ],
  timestamps: true,
}
