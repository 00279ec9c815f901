import type { CollectionConfig } from 'payload'

import { isFounder } from '../../access/isFounder'
import { nobody } from '../../access/nobody'
import {
  summaryEndpoint,
  trackEndpoint,
} from '../../src/features/founder-tools/analytics-endpoints'
import { ANALYTICS_EVENT_TYPES } from '../../src/lib/options'

/** Page views and clicks, without cookies or IP addresses; written by the tracking endpoint. */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: { singular: 'Evento', plural: 'Eventos de analítica' },
  // Raw beacons: founders read them summed up on the dashboard (founder-tools/admin-dashboard.tsx).
  admin: {
    hidden: true,
    group: 'Marketing',
    defaultColumns: ['eventType', 'pageUrl', 'elementName', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: {
    read: isFounder,
    create: nobody,
    update: nobody,
    delete: isFounder,
  },
  fields: [
    {
      name: 'eventType',
      label: 'Tipo',
      type: 'select',
      required: true,
      index: true,
      options: ANALYTICS_EVENT_TYPES.map((value) => ({ value, label: value })),
    },
    { name: 'pageUrl', label: 'Página', type: 'text', maxLength: 500, index: true },
    { name: 'blogPost', label: 'Artículo', type: 'relationship', relationTo: 'blog-posts' },
    { name: 'elementName', label: 'Elemento', type: 'text', maxLength: 200 },
    { name: 'metadata', label: 'Datos', type: 'json' },
    { name: 'userAgent', label: 'Navegador', type: 'text', maxLength: 500 },
    { name: 'user', label: 'Usuario', type: 'relationship', relationTo: 'users' },
  ],
  indexes: [{ fields: ['eventType', 'createdAt'] }],
  endpoints: [trackEndpoint, summaryEndpoint],
  timestamps: true,
}
