import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isFounder } from '../access/isFounder'
import { nobodyField } from '../access/nobody'
import { isStaff, isStaffField } from '../access/isStaff'
import { flagField } from './fields/flag'
import { limitContact } from './hooks/limitContact'
import { queueEmail } from '../src/lib/email/outbox'
import { teamAddress } from '../src/lib/env'
import { csvExportEndpoint } from '../src/features/founder-tools/csv-export'
import { t } from '../src/i18n'

/** Messages from the contact form: stored, e-mailed to the team, read by editors and founders. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Mensaje de contacto', plural: 'Mensajes de contacto' },
  admin: {
    group: 'Marketing',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'handled', 'createdAt'],
    components: { beforeList: ['/src/features/founder-tools/csv-export-link#CsvExportLink'] },
  },
  defaultSort: '-createdAt',
  // Founders download every message as CSV from the admin list (editors only read them there).
  endpoints: [
    csvExportEndpoint('contact-messages', t.founderTools.csv.contact, 'mensajes-contacto'),
  ],
  access: {
    read: isStaff,
    // Anyone may write to the team; the hook below limits how often per address.
    create: anyone,
    update: isStaff,
    delete: isFounder,
  },
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true, maxLength: 120 },
    { name: 'email', label: 'Correo electrónico', type: 'email', required: true },
    { name: 'subject', label: 'Asunto', type: 'text', required: true, maxLength: 200 },
    { name: 'message', label: 'Mensaje', type: 'textarea', required: true, maxLength: 5000 },
    // A new message is never handled; editors and founders mark it afterwards.
    flagField('handled', 'Atendido', isStaffField, { create: nobodyField }),
  ],
  hooks: {
    beforeOperation: [limitContact],
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation !== 'create') return doc
        // The team hears about it by e-mail, queued with the message: a mail failure never loses
        // the stored message, and a message that fails to store sends nothing.
        await queueEmail(
          req.payload,
          {
            to: teamAddress(),
            replyTo: doc.email,
            subject: `[Contacto] ${doc.subject}`,
            text: `${doc.name} <${doc.email}> escribió:\n\n${doc.message}`,
            what: `aviso de contacto ${doc.id}`,
          },
          req,
        )
        return doc
      },
    ],
  },
  timestamps: true,
}
