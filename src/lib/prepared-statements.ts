import { createHash } from 'node:crypto'

import type { Queryable } from './db'

// The member reads and writes (src/lib/sql-read.ts, src/lib/sql-write.ts) run a handful of
// statements thousands of times a second, and PostgreSQL spent more time planning them than
// running them (the feed: ~0.9 ms of planning for ~0.25 ms of work). Named statements are parsed
// once per connection, and after five runs PostgreSQL keeps a generic plan when it costs no more
// than the custom ones (plan_cache_mode auto), so each run is only the work. For that plan to be
// good the statements avoid `$n IS NULL OR …` conditions and parameters in LIMIT
// (src/features/feed/sql.ts, src/features/messages/sql.ts).
//
// Not for a connection pooler in transaction mode (PgBouncer), where a named statement may not be
// on the server connection that runs it; the project connects to PostgreSQL directly.

/**
 * How many statement texts get a name. The hot statements are a few dozen fixed texts; one built
 * from user input would make a new one each time, and every named statement stays prepared on
 * each pooled connection, so past this the rest simply run unnamed.
 */
const MAX_NAMED = 500

const names = new Map<string, string>()

/** The statement's name: derived from its text, so two texts never share one. */
function nameOf(text: string): string | undefined {
  let name = names.get(text)
  if (name === undefined && names.size < MAX_NAMED) {
    name = `tarima_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    names.set(text, name)
  }
  return name
}

const prepared = new WeakMap<Queryable, Queryable>()

/** `db` with each statement run as a named, prepared one. */
export function preparedOn(db: Queryable): Queryable {
  let wrapper = prepared.get(db)
  if (!wrapper) {
    const query = (text: unknown, values?: unknown[]) =>
      typeof text === 'string'
        ? db.query({ name: nameOf(text), text, values })
        : db.query(text as Parameters<Queryable['query']>[0], values)
    wrapper = { query: query as Queryable['query'] }
    prepared.set(db, wrapper)
  }
  return wrapper
}

/**
 * A row limit to write into a statement's text rather than pass as a parameter: a generic plan
 * knows no parameter's value and plans a LIMIT $n for a tenth of the table, which picks hash joins
 * over whole tables for what is a page of ten rows. A whole number from 1 to 1,000, else throws.
 */
export function sqlLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new RangeError(`Límite de filas no válido: ${limit}`)
  }
  return limit
}
