import type { CollectionConfig } from 'payload'

import { hasRole } from '../../access/hasRole'
import { isFounder } from '../../access/isFounder'
import { nobody } from '../../access/nobody'
import { getAnalyticsSummary } from '../../src/features/analytics/summary'
import { ANALYTICS_EVENT_TYPES } from '../../src/lib/options'
import { respond, respondError } from '../endpoints/respond'
import { trackEndpoint } from './track'

/** Page views and clicks, without cookies or IP addresses; written by the tracking endpoint. */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: { singular: 'Evento', plural: 'Eventos de analítica' },
  admin: {
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
  endpoints: [
    trackEndpoint,
    {
      // GET /api/analytics-events/summary: the founders' panel (visits, top pages and CTAs,
      // new members, insights), aggregated in SQL.
      path: '/summary',
      method: 'get',
      handler: async (req) => {
        if (!hasRole(req.user, 'founder')) return respondError(req, 403, 'Acceso denegado')
        return respond(req, await getAnalyticsSummary(req.payload), 200, {
          'Cache-Control': 'private, no-store',
        })
      },
    },
  ],
  timestamps: true,
}
