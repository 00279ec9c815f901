import type { CollectionConfig } from 'payload'

import { isFounder } from '../access/isFounder'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

/** Messages from the contact form: stored, e-mailed to the team, read by editors and founders. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Mensaje de contacto', plural: 'Mensajes de contacto' },
  admin: { group: 'Marketing', useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'email', 'handled', 'createdAt'] },
  defaultSort: '-createdAt',
  access: {
    read: isStaff,
    // The contact form's action writes after validation and rate limiting.
    create: nobody,
    update: isStaff,
    delete: isFounder,
  },
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true, maxLength: 120 },
    { name: 'email', label: 'Correo electrónico', type: 'email', required: true },
    { name: 'subject', label: 'Asunto', type: 'text', required: true, maxLength: 200 },
    { name: 'message', label: 'Mensaje', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'handled', label: 'Atendido', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
}
