import { planSearch } from '@/features/directory/search-plan'
import { FACE_SQL, faceOfRow, type FaceRow } from '@/features/profiles/public-face'
import { t } from '@/i18n'
import type { Queryable } from '@/lib/db'
import { GENRE_FAMILIES, ROLE_FAMILIES, familyValues } from '@/lib/options'
import type { OpportunityFilters } from './opportunity-filters'
import type { Currency, OpportunityKind, PayType } from './opportunity-rules'
import type { OpportunityCard } from './opportunity-types'

// The raw SQL of opportunities: the list and its search, "Para ti", the digest's matches, the
// sitemap and the founders' figures. The search reads search_terms (each opportunity's title and
// city words, its description's longer words, kind, country, pay, roles and genres, kept by the
// triggers of migrations/20261208_090000_opportunities.ts) through its GIN index, and title_key
// (the normalised title) for text still being typed and close spellings.

/** Who reads: their id (blocks, their own face); their taste ranks "Para ti". */
export type Reader = { id: number }
export type Taste = { roles: string[]; genres: string[]; country: string | null }

/** Words that ask for remote work, which no title needs to say. */
const REMOTE_WORDS = new Set(['remoto', 'remota', 'remotos', 'remotas', 'online', 'virtual'])

type Built = { where: string[]; params: unknown[] }

const param = (built: Built, value: unknown) => {
  built.params.push(value)
  return `$${built.params.length}`
}

/**
 * Open and before its deadline, not hidden, and no block between the reader and the poster:
 * what the list shows. Restates access/opportunityReaders.ts (the public opportunities, minus
 * the blocked members' for a member) narrowed to those still taking applications; a poster's own
 * drafts and closed ones are in "Mis oportunidades", not here.
 */
function listable(reader: Reader | null): Built {
  const built: Built = { where: [], params: [reader?.id ?? 0] }
  built.where.push(
    `o.status = 'open'`,
    `o.deadline > now()`,
    `o.hidden IS NOT TRUE`,
    // The reader's blocks, both ways, read once into an array (a NULL left out: it would hide
    // every row): thousands of rows checked against a handful of ids, not joined to blocks.
    `o.user_id <> ALL (ARRAY(
       SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id IS NOT NULL
       UNION ALL
       SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = $1 AND b.blocker_id IS NOT NULL))`,
  )
  return built
}

const terms = (prefix: string, values: string[]) => values.map((value) => `${prefix}:${value}`)

/** The filters and the search words, each word matching one of its terms or the title. */
function filtered(filters: OpportunityFilters, reader: Reader | null): Built {
  const built = listable(reader)
  if (filters.kind) built.where.push(`o.kind = ${param(built, filters.kind)}`)
  if (filters.country) built.where.push(`o.country = ${param(built, filters.country)}`)
  if (filters.remote) built.where.push('o.remote')
  if (filters.paid) built.where.push(`o.pay = 'paid'`)
  if (filters.role) {
    const roles = terms('r', familyValues(ROLE_FAMILIES, filters.role))
    built.where.push(`o.search_terms && ${param(built, roles)}::text[]`)
  }
  if (filters.genre) {
    const genres = terms('g', familyValues(GENRE_FAMILIES, filters.genre))
    built.where.push(`o.search_terms && ${param(built, genres)}::text[]`)
  }
  const plan = planSearch(filters.q)
  for (const word of plan?.words ?? []) {
    const wanted = [
      `w:${word.word}`,
      ...terms('g', word.genres),
      ...terms('c', word.countries),
      ...terms('r', word.roles),
      ...(REMOTE_WORDS.has(word.word) ? ['x:remoto'] : []),
    ]
    const either = [
      `o.search_terms && ${param(built, wanted)}::text[]`,
      `o.title_key LIKE ${param(built, word.pattern)}`,
    ]
    if (word.fuzzyName) either.push(`${param(built, word.word)} <% o.title_key`)
    built.where.push(`(${either.join(' OR ')})`)
  }
  return built
}

/**
 * The poster's face as the reader may see it (FACE_SQL, access/visibleOrOwnOrStaff.ts): a hidden
 * profile shows no face to anyone but its owner here, staff included (the list shows no hidden
 * opportunity to staff either).
 */
const POSTER_FACE = FACE_SQL.join('o.user_id', '$1', 'false')

const CARD_COLUMNS = `o.id, o.title, o.kind::text AS kind, o.remote, o.country::text AS country,
  o.city, o.pay::text AS pay, o.pay_min, o.pay_max, o.currency::text AS currency, o.deadline,
  o.event_date, o.published_at, o.featured, left(o.description, 300) AS summary, o.user_id,
  ARRAY(SELECT r.value::text FROM opportunities_roles r WHERE r.parent_id = o.id
    ORDER BY r."order") AS roles,
  ARRAY(SELECT g.value::text FROM opportunities_genres g WHERE g.parent_id = o.id
    ORDER BY g."order") AS genres,
  ${FACE_SQL.columns}`

type CardRow = FaceRow & {
  id: number
  title: string
  kind: string
  remote: boolean
  country: string | null
  city: string | null
  pay: string
  pay_min: string | null
  pay_max: string | null
  currency: string | null
  deadline: Date
  event_date: Date | null
  published_at: Date | null
  featured: boolean | null
  summary: string
  user_id: number
  roles: string[]
  genres: string[]
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)
const amount = (value: string | null) => (value == null ? null : Number(value))

function cardOf(row: CardRow): OpportunityCard {
  return {
    id: Number(row.id),
    title: row.title,
    kind: row.kind as OpportunityKind,
    remote: Boolean(row.remote),
    country: row.country,
    city: row.city,
    pay: row.pay as PayType,
    payMin: amount(row.pay_min),
    payMax: amount(row.pay_max),
    currency: row.currency as Currency | null,
    deadline: iso(row.deadline)!,
    eventDate: iso(row.event_date),
    publishedAt: iso(row.published_at),
    featured: Boolean(row.featured),
    roles: row.roles ?? [],
    genres: row.genres ?? [],
    summary: row.summary,
    poster: faceOfRow(Number(row.user_id), row, t.notify.someone),
  }
}

/** The search terms of the reader's roles and of the roles of their families. */
const roleTerms = (taste: Taste) =>
  terms(
    'r',
    taste.roles.flatMap((role) => familyValues(ROLE_FAMILIES, role)),
  )

/** "Para ti": a role sought weighs most, then a genre, then the country (or remote work). */
function tasteScore(built: Built, taste: Taste): string {
  const roles = roleTerms(taste)
  const genres = terms(
    'g',
    taste.genres.flatMap((genre) => familyValues(GENRE_FAMILIES, genre)),
  )
  return `(CASE WHEN o.search_terms && ${param(built, roles)}::text[] THEN 4 ELSE 0 END
    + CASE WHEN o.search_terms && ${param(built, genres)}::text[] THEN 2 ELSE 0 END
    + CASE WHEN o.remote OR o.country::text = ${param(built, taste.country ?? '')} THEN 1 ELSE 0 END)`
}

/**
 * One page of the list and the total: newest first (featured ones on top), or by taste for
 * "Para ti" (ties newest first).
 */
export async function searchOpportunities(
  db: Queryable,
  options: {
    filters: OpportunityFilters
    reader: Reader | null
    taste: Taste | null
    offset: number
    limit: number
  },
): Promise<{ cards: OpportunityCard[]; total: number }> {
  const { filters, reader, taste } = options
  const built = filtered(filters, reader)
  const count = db.query<{ total: number }>({
    text: `SELECT count(*)::int AS total FROM opportunities o WHERE ${built.where.join(' AND ')}`,
    values: built.params,
  })
  // "Para ti" scores every open opportunity, thousands of rows read whole. Only those seeking
  // one of the reader's roles can score 4 or more and so come before all the others: when they
  // fill the page at its offset, the page is theirs, read through the GIN index; otherwise
  // (few of them, or pages past them) every row is scored.
  const page = async () => {
    const roles = taste ? roleTerms(taste) : []
    if (taste && roles.length) {
      const narrowed = { where: [...built.where], params: [...built.params] }
      narrowed.where.push(`o.search_terms && ${param(narrowed, roles)}::text[]`)
      const rows = await pageRows(db, narrowed, options)
      if (rows.length === options.limit) return rows
    }
    return pageRows(db, built, options)
  }
  const [rows, counted] = await Promise.all([page(), count])
  return { cards: rows.map(cardOf), total: counted.rows[0]?.total ?? 0 }
}

/**
 * The page's rows. The page is chosen on narrow rows (id and sort keys, ordered by their output
 * names), then only its rows get their card columns and the poster's face: "Para ti" ranks
 * thousands of rows, which sorted whole would spill to disk. Each statement is planned for its
 * own values ({ text, values }: never a named, prepared statement,
 * src/lib/prepared-statements.ts): the filters' and words' arrays differ a lot in how many rows
 * they match, which a generic plan cannot know.
 */
async function pageRows(
  db: Queryable,
  built: Built,
  options: { taste: Taste | null; offset: number; limit: number },
): Promise<CardRow[]> {
  const where = built.where.join(' AND ')
  const params = [...built.params]
  const own = { where: [], params }
  const score = options.taste ? tasteScore(own, options.taste) : '0'
  const limit = param(own, options.limit)
  const offset = param(own, options.offset)
  const order = options.taste
    ? 'score DESC, published_at DESC, id DESC'
    : 'featured DESC, published_at DESC, id DESC'
  const { rows } = await db.query<CardRow>({
    text: `WITH chosen AS (
         SELECT o.id, ${score} AS score, o.featured, o.published_at FROM opportunities o
         WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
       SELECT ${CARD_COLUMNS} FROM chosen c JOIN opportunities o ON o.id = c.id ${POSTER_FACE}
       ORDER BY ${order.replace(/(\w+) DESC/g, 'c.$1 DESC')}`,
    values: params,
  })
  return rows
}

/**
 * What "Para ti" and the digest match on: the member's roles, genres and country from their
 * profile and their listings. Public fields of public rows; only the member's own are read.
 */
export async function tasteOf(db: Queryable, userId: number): Promise<Taste> {
  const { rows } = await db.query<{ roles: string[]; genres: string[]; country: string | null }>(
    `SELECT
       ARRAY(SELECT value::text FROM profiles_roles WHERE parent_id = p.id
             UNION SELECT role::text FROM artists WHERE user_id = $1
             UNION SELECT role::text FROM producers WHERE user_id = $1) AS roles,
       ARRAY(SELECT value::text FROM profiles_genres WHERE parent_id = p.id
             UNION SELECT g.value::text FROM artists_genres g
               JOIN artists a ON a.id = g.parent_id WHERE a.user_id = $1
             UNION SELECT g.value::text FROM producers_genres g
               JOIN producers pr ON pr.id = g.parent_id WHERE pr.user_id = $1) AS genres,
       p.country::text AS country
     FROM profiles p WHERE p.user_id = $1`,
    [userId],
  )
  const row = rows[0]
  return { roles: row?.roles ?? [], genres: row?.genres ?? [], country: row?.country ?? null }
}

/**
 * Open opportunities published since `since` that match the member's taste by role or genre,
 * best matches first: the digest's content (src/features/opportunities/matching.ts). Leaves out
 * the member's own and those a block stands between, as the list does.
 */
export async function matchingRows(
  db: Queryable,
  options: { member: number; taste: Taste; since: Date; limit: number },
): Promise<OpportunityCard[]> {
  const built = listable({ id: options.member })
  built.where.push(`o.user_id <> $1`, `o.published_at >= ${param(built, options.since)}`)
  const score = tasteScore(built, options.taste)
  const { rows } = await db.query<CardRow>(
    `SELECT * FROM (
       SELECT ${CARD_COLUMNS}, ${score} AS score FROM opportunities o
         ${POSTER_FACE}
        WHERE ${built.where.join(' AND ')}
     ) matched WHERE score >= 2
     ORDER BY score DESC, published_at DESC, id DESC LIMIT ${param(built, options.limit)}`,
    built.params,
  )
  return rows.map(cardOf)
}

/**
 * Open opportunities for the sitemap and the RSS feed, newest first: public ones only
 * (access/opportunityReaders.ts as a visitor reads it), at most `limit`.
 */
export async function openOpportunities(db: Queryable, limit: number): Promise<OpportunityCard[]> {
  const built = listable(null)
  const { rows } = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM opportunities o ${POSTER_FACE}
      WHERE ${built.where.join(' AND ')}
      ORDER BY o.published_at DESC, o.id DESC LIMIT ${param(built, limit)}`,
    built.params,
  )
  return rows.map(cardOf)
}

/**
 * The founders' figures of the last `days` days: opportunities published, applications sent and
 * accepted. Applies no access rule: founders only (src/features/founder-tools/summary.ts).
 */
export async function opportunityFigures(
  db: Queryable,
  days: number,
): Promise<{ published: number; applications: number; accepted: number }> {
  const { rows } = await db.query<{ published: number; applications: number; accepted: number }>(
    `SELECT
       (SELECT count(*)::int FROM opportunities
         WHERE published_at >= now() - make_interval(days => $1)) AS published,
       (SELECT count(*)::int FROM opportunity_applications
         WHERE created_at >= now() - make_interval(days => $1)) AS applications,
       (SELECT count(*)::int FROM opportunity_applications
         WHERE status = 'accepted' AND decided_at >= now() - make_interval(days => $1)) AS accepted`,
    [days],
  )
  return rows[0] ?? { published: 0, applications: 0, accepted: 0 }
}
