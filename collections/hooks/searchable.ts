import type { CollectionBeforeOperationHook, TextField, Where } from 'payload'

import { nobodyField } from '../../access/nobody'
import { normalizeSearch } from '../../src/features/directory/search-text'

/** The hidden column the admin's list search looks in (`admin.listSearchableFields`). */
export const SEARCH_TEXT = 'searchText'

/** Replaces, in place, every term searched in SEARCH_TEXT with its normalised form. */
function normaliseTerms(where: Where | undefined): void {
  if (!where || typeof where !== 'object') return
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      for (const nested of value) normaliseTerms(nested as Where)
    } else if (key === SEARCH_TEXT && value && typeof value === 'object') {
      const condition = value as Record<string, unknown>
      for (const operator of ['like', 'contains', 'equals'])
        if (typeof condition[operator] === 'string')
          condition[operator] = normalizeSearch(condition[operator] as string)
    }
  }
}

/**
 * Accent- and case-insensitive list search for the admin, so "jibaro" finds "El Jíbaro Nuevo":
 * a hidden column holding the row's names lower-cased and without accents, which a database
 * trigger fills in on every insert and update whoever writes (migration
 * 20261125_090000_admin_search, which also indexes it), and a read hook that normalises the term
 * searched in it the same way (normalizeSearch). `label` names what is searched ("Buscar por
 * Nombre").
 */
export function searchable(label: string) {
  const field: TextField = {
    name: SEARCH_TEXT,
    label,
    type: 'text',
    // The trigger writes it; a value sent by a request is dropped.
    access: { create: nobodyField, update: nobodyField },
    admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  }
  const beforeOperation: CollectionBeforeOperationHook = ({ args, operation }) => {
    if ((operation === 'read' || operation === 'count') && 'where' in args)
      normaliseTerms(args.where as Where)
    return args
  }
  return { field, beforeOperation }
}
