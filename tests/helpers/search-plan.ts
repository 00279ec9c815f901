import pg from 'pg'

import { DEFAULT_FILTERS } from '../../src/features/directory/filters'
import {
  directoryStatement,
  withSearchSession,
  type DirectoryQuery,
  type SearchTuning,
} from '../../src/features/directory/sql'
import { poolSettings } from '../../src/platform/db-resilience'

/**
 * The plan lines of the directory's statement (src/features/directory/sql.ts) for a search
 * (`explain`: EXPLAIN and its options), in the search's own session on a connection of its own,
 * with the planner setting `off` switched off.
 */
export async function searchPlan(
  query: Partial<DirectoryQuery>,
  explain: string,
  { off, tuning }: { off?: string; tuning?: SearchTuning } = {},
): Promise<string[]> {
  const statement = directoryStatement({ ...DEFAULT_FILTERS, count: 12, ...query }, tuning)
  const pool = new pg.Pool({
    ...poolSettings(),
    connectionString: process.env.DATABASE_URL,
    max: 1,
  })
  return withSearchSession(pool, async (client) => {
    if (off) await client.query(`SELECT set_config($1, 'off', true)`, [off])
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `${explain} ${statement.text}`,
      statement.values,
    )
    return rows.map((r) => r['QUERY PLAN'])
  }).finally(() => pool.end())
}
