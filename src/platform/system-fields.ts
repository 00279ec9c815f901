import type { Field, SanitizedConfig } from 'payload'

import { nobodyField } from '../../access/nobody'

/** Payload's own timestamps, added to every collection and to every global. */
const TIMESTAMPS = new Set(['createdAt', 'updatedAt'])

/**
 * Nobody writes a timestamp through an API. Field access drops a value sent by a request (REST,
 * GraphQL, the admin, Local API with overrideAccess: false) and Payload stamps the row itself: its
 * database adapter sets `createdAt` on insert, its update operation sets `updatedAt` to now and
 * keeps the stored `createdAt`. Field access is skipped with overrideAccess: true, so seeds and
 * migrations can still date their rows.
 */
const protect = (fields: Field[]) => {
  for (const field of fields) {
    if (field.type !== 'date' || !TIMESTAMPS.has(field.name)) continue
    // In place: the sanitized config's flattened fields share these objects.
    field.access = { ...field.access, create: nobodyField, update: nobodyField }
  }
}

/**
 * System fields are never set by a client. Timestamps are protected here, for every collection and
 * global at once; owners, counters and flags by their own fields (collections/fields/owner.ts,
 * collections/fields/counter.ts, collections/fields/flag.ts).
 */
export function protectSystemFields(config: SanitizedConfig): void {
  for (const collection of config.collections) protect(collection.fields)
  for (const global of config.globals) protect(global.fields)
}
