import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { similarListings, type ListingTable } from '../../src/features/directory/sql'
import { BASE_URL, api, userWithRole } from '../helpers/api'
import { searchPlan } from '../helpers/search-plan'

// The directory (/artists) and the artist search (/artists/search) against the demo seed, checked
// against the database itself so that listings other tests add do not break the expectations.

let db: pg.Client

beforeAll(async () => {
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
})
afterAll(() => db.end())

type Listing = { name: string; country: string | null; genres: string[] }

/** Every listing (artists and producers) with its genres. */
async function listings(): Promise<Listing[]> {
  const { rows } = await db.query<Listing>(`
    SELECT name, country::text AS country,
      ARRAY(SELECT value::text FROM artists_genres g WHERE g.parent_id = l.id) AS genres
    FROM artists l
    UNION ALL
    SELECT name, country::text,
      ARRAY(SELECT value::text FROM producers_genres g WHERE g.parent_id = l.id)
    FROM producers l`)
  return rows
}

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The directory page for these params: the names on its cards and its result line. */
async function directory(params: Record<string, string>) {
  const response = await fetch(`${BASE_URL}/artists?${new URLSearchParams(params)}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  const names = [...html.matchAll(/aria-label="Ver perfil de ([^"]+)"/g)].map((m) => decode(m[1]!))
  const line = /Mostrando (\d+) de (\d+) resultados \((\d+) total\)/.exec(html)
  expect(line, 'result line').not.toBeNull()
  const [shown, matching, total] = line!.slice(1).map(Number) as [number, number, number]
  return { names, shown, matching, total, html }
}

const sorted = (names: string[]) => [...names].sort()

// Saving a listing marks the cached directory stale (stale-while-revalidate): a request right
// after another test's write may get the previous page once. Exact comparisons with the database
// therefore ask again until the page is current.
const eventually = { timeout: 30_000, interval: 1_000 }

describe('directory search', () => {
  it('shows 12 newest listings of all, with the counts', async () => {
    const all = await listings()
    await expect.poll(async () => (await directory({})).total, eventually).toBe(all.length)
    const page = await directory({})
    expect(page.names).toHaveLength(12)
    expect(page.shown).toBe(12)
    expect(page.matching).toBe(all.length)
  })

  it('pages by 12 with n', async () => {
    await expect
      .poll(async () => {
        const [first, second] = await Promise.all([directory({}), directory({ n: '24' })])
        return second.names.slice(0, 12).join('|') === first.names.join('|')
      }, eventually)
      .toBe(true)
    const second = await directory({ n: '24' })
    expect(second.names).toHaveLength(24)
    expect(new Set(second.names).size).toBe(24)
  })

  it('"mexico" finds the listings in México, without the accent', async () => {
    const inMexico = (await listings()).filter((l) => l.country === 'México').map((l) => l.name)
    expect(inMexico.length).toBeGreaterThan(0)
    const page = await directory({ q: 'mexico', n: '600' })
    expect(page.names).toEqual(expect.arrayContaining(inMexico))
    expect(page.matching).toBe(page.names.length)
  })

  it('"regueton" finds Reggaeton listings despite the typo', async () => {
    const reggaeton = (await listings()).filter((l) => l.genres.includes('Reggaeton'))
    expect(reggaeton.length).toBeGreaterThan(0)
    const page = await directory({ q: 'regueton', n: '600' })
    expect(page.names).toEqual(expect.arrayContaining(reggaeton.map((l) => l.name)))
  })

  it('"puerto" finds Puerto Rico, and "PUERTO RICO" the same', async () => {
    const inPuertoRico = (await listings()).filter((l) => l.country === 'Puerto Rico')
    const page = await directory({ q: 'puerto', n: '600' })
    expect(page.names).toEqual(expect.arrayContaining(inPuertoRico.map((l) => l.name)))
    const upper = await directory({ q: 'PUERTO RICO', n: '600' })
    expect(sorted(upper.names)).toEqual(sorted(page.names))
  })

  it('matches names without regard to case or accents', async () => {
    const page = await directory({ q: 'VALERIA' })
    expect(page.names).toContain('Valeria Rivera')
    const typo = await directory({ q: 'valria' })
    expect(typo.names).toContain('Valeria Rivera')
  })

  it('combines genre, country and role with AND', async () => {
    const expected = (await listings())
      .filter((l) => l.genres.includes('Reggaeton') && l.country === 'Puerto Rico')
      .map((l) => l.name)
    expect(expected.length).toBeGreaterThan(0)
    await expect
      .poll(
        async () =>
          sorted((await directory({ genre: 'Reggaeton', country: 'Puerto Rico', n: '600' })).names),
        eventually,
      )
      .toEqual(sorted(expected))

    const { rows } = await db.query<{ name: string }>(
      `SELECT name FROM artists WHERE role = 'Artista' AND country = 'Puerto Rico'
       UNION ALL SELECT name FROM producers WHERE role = 'Artista' AND country = 'Puerto Rico'`,
    )
    await expect
      .poll(
        async () =>
          sorted((await directory({ role: 'Artista', country: 'Puerto Rico', n: '600' })).names),
        eventually,
      )
      .toEqual(sorted(rows.map((r) => r.name)))
  })

  it('orders and counts a search like a plain query over every listing', async () => {
    // The page's statement intersects index-read sets and keeps the newest of each table; this
    // reads every listing the simple way and must agree with it (what each word stands for is
    // fixed in tests/int/search-relevance.test.ts).
    const cases: { params: Record<string, string>; condition: string }[] = [
      { params: { q: 'mexico' }, condition: "l.country::text = 'México'" },
      {
        params: { q: 'regueton', n: '24' },
        condition: `EXISTS (SELECT 1 FROM {table}_genres g WHERE g.parent_id = l.id
          AND g.value::text = 'Reggaeton')`,
      },
      {
        params: { q: 'puerto', role: 'Artista' },
        condition: "l.country::text = 'Puerto Rico' AND l.role::text = 'Artista'",
      },
      {
        params: { q: 'salsa colombia' },
        condition: `l.country::text = 'Colombia' AND EXISTS (SELECT 1 FROM {table}_genres g
          WHERE g.parent_id = l.id AND g.value::text = 'Salsa')`,
      },
    ]
    for (const { params, condition } of cases) {
      const table = (name: string) => `
        SELECT '${name}' AS kind, l.id, l.name, l.created_at FROM ${name} l
        WHERE ${condition.replaceAll('{table}', name)}`
      const { rows } = await db.query<{ name: string }>(
        `${table('artists')} UNION ALL ${table('producers')} ORDER BY created_at DESC, kind, id DESC`,
      )
      const expected = rows.map((row) => row.name)
      expect(expected.length, params.q).toBeGreaterThan(0)
      const shown = Number(params.n ?? 12)
      await expect
        .poll(async () => {
          const page = await directory(params)
          return { names: page.names, matching: page.matching }
        }, eventually)
        .toEqual({ names: expected.slice(0, shown), matching: expected.length })
    }
  })

  it('shows the empty state and ignores unknown filter values', async () => {
    const none = await directory({ q: 'zzqqxxww' })
    expect(none.names).toEqual([])
    expect(none.html).toContain('No se encontraron profesionales con los filtros seleccionados')
    const unknown = await directory({ genre: 'Polka', role: "'; DROP TABLE artists; --" })
    expect(unknown.matching).toBe(unknown.total)
  })

  it('shows a new listing: saving it expires the cached directory', async () => {
    const member = await userWithRole('member')
    const name = `Zoé Prueba ${Date.now()}`
    const created = await api('POST', '/api/artists', {
      token: member.token,
      body: { name, role: 'Artista', country: 'Chile', genres: ['Salsa'] },
    })
    expect(created.status).toBe(201)
    // expireTags marks the tag stale: the next request may still get the old page while the
    // new one renders in the background, so ask until it shows.
    await expect
      .poll(async () => (await directory({})).names[0], { timeout: 30_000, interval: 1_000 })
      .toBe(name)
    expect((await directory({})).total).toBe((await listings()).length)
    await expect
      .poll(async () => (await directory({ q: 'zoe prueba', n: '600' })).names, eventually)
      .toContain(name)
  })

  it('serves each set of filters from the page cache, and no other way', async () => {
    const url = `${BASE_URL}/artists?${new URLSearchParams({ genre: 'Salsa', view: 'list' })}`
    await fetch(url)
    const again = await fetch(url)
    expect(again.status).toBe(200)
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(await again.text()).toContain('Mostrando')
    // The cached pages behind the proxy are not addresses of their own.
    for (const path of ['/artists/vista/inicio', '/artists/vista/bm90LWEta2V5']) {
      expect((await fetch(`${BASE_URL}${path}`)).status, path).toBe(404)
    }
  })

  it('finds a listing by a typo of its name, and of its new name once renamed', async () => {
    const member = await userWithRole('member')
    // Words new to the database: the words of names are kept for good, so a word an earlier run
    // left there would be found even if this run's listing never added it.
    const tag = String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)
    const name = `Brumaflor${tag}`
    const created = await api<{ doc: { id: number } }>('POST', '/api/artists', {
      token: member.token,
      body: { name, role: 'Artista', country: 'Chile', genres: ['Salsa'] },
    })
    expect(created.status).toBe(201)
    const found = (q: string) => directory({ q, n: '600' }).then((page) => page.names)
    await expect.poll(() => found(`brumaflr${tag}`), eventually).toContain(name)
    // The words of names follow a rename (migrations/20261128_090000_name_words.ts).
    const renamed = `Quimbaruto${tag}`
    const saved = await api('PATCH', `/api/artists/${created.body.doc.id}`, {
      token: member.token,
      body: { name: renamed },
    })
    expect(saved.status).toBe(200)
    await expect.poll(() => found(`quimbruto${tag}`), eventually).toContain(renamed)
    expect(await found(`brumaflr${tag}`)).not.toContain(renamed)
  })

  it('takes LIKE wildcards literally', async () => {
    const page = await directory({ q: '%' })
    expect(page.names).toEqual([])
  })
})

describe('artist search dialog endpoint', () => {
  it('finds artists by name, accent- and case-insensitively, sorted and capped', async () => {
    const { status, body } = await api<{ results: { name: string; href: string }[] }>(
      'GET',
      '/artists/search?q=VALÉRIA',
    )
    expect(status).toBe(200)
    const valeria = body.results.find((r) => r.name === 'Valeria Rivera')
    expect(valeria?.href).toMatch(/^\/artists\/\d+$/)

    const many = await api<{ results: { name: string }[] }>('GET', '/artists/search?q=a')
    expect(many.body.results.length).toBeLessThanOrEqual(10)
    const names = many.body.results.map((r) => r.name)
    // Alphabetical as the dialog sorts (name_key): no case, accents or signs ("Ana-Sol" is "ana sol").
    const normalize = (s: string) =>
      s
        .normalize('NFD')
        .replace(/\p{Mark}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
    expect(names).toEqual(
      [...names].sort((a, b) =>
        normalize(a) < normalize(b) ? -1 : normalize(a) > normalize(b) ? 1 : 0,
      ),
    )
  })

  it('searches nothing for empty text and may be cached publicly', async () => {
    const response = await fetch(`${BASE_URL}/artists/search?q=`)
    expect(await response.json()).toEqual({ results: [] })
    expect(response.headers.get('cache-control')).toContain('s-maxage=60')
  })
})

describe('search indexes', () => {
  it('exist as trigram indexes over the immutable normalisation', async () => {
    const { rows } = await db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE indexname LIKE '%name_trgm_idx'`,
    )
    expect(rows.map((r) => r.indexname).sort()).toEqual([
      'artists_name_trgm_idx',
      'producers_name_trgm_idx',
    ])
    for (const row of rows) expect(row.indexdef).toMatch(/gin \(tarima_normalize\(.*gin_trgm_ops/)
    const { rows: fn } = await db.query<{ provolatile: string }>(
      `SELECT provolatile FROM pg_proc WHERE proname = 'tarima_normalize'`,
    )
    expect(fn[0]?.provolatile).toBe('i')
  })

  it('answer a name word (substring and typo) from the words of names and their indexes', async () => {
    await db.query('BEGIN')
    try {
      // On a few dozen words a bitmap scan is as cheap: only the index-only way is checked.
      await db.query('SET LOCAL enable_seqscan = off')
      await db.query('SET LOCAL enable_bitmapscan = off')
      await db.query(`SELECT set_config('pg_trgm.similarity_threshold', '0.4', true)`)
      // The same shape as nameIds() in src/features/directory/sql.ts.
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT p.parent_id AS id FROM artists_name_words p
         WHERE p.word = ANY (ARRAY(SELECT w.word FROM listing_name_words w
           WHERE w.word LIKE $1 OR w.word % $2)) ORDER BY 1`,
        ['%valria%', 'valria'],
      )
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
      // The listings come from an index of their words alone, no listing read: by word at a
      // million listings (bench/data.ts), by listing on the few dozen here. Which index finds the
      // words depends on how many there are too (here the primary key; at a million the trigram
      // index), so only its existence is checked.
      expect(plan).toMatch(/Index Only Scan using artists_name_words_(pkey|parent_idx)/)
      expect(plan).not.toContain('Seq Scan')
      const { rows: words } = await db.query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE indexname = 'listing_name_words_trgm_idx'`,
      )
      expect(words[0]?.indexdef).toMatch(/gin \(word gin_trgm_ops\)/)
    } finally {
      await db.query('ROLLBACK')
    }
  })

  it('give the names starting with one or two letters in id order, for counting by merging', async () => {
    await db.query('BEGIN')
    try {
      // Sorting is off: a plan still sorts when nothing else gives the order, so no Sort node
      // means an index gives the ids in order (migrations/20261130_090000_name_initials.ts).
      await db.query('SET LOCAL enable_seqscan = off')
      await db.query('SET LOCAL enable_sort = off')
      for (const word of ['m', 'ma']) {
        // The same shape as nameIds() in src/features/directory/sql.ts.
        const { rows } = await db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT l.id FROM artists l WHERE left(l.name_key, ${word.length}) = $1 ORDER BY 1`,
          [word],
        )
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
        const index = word.length === 1 ? 'artists_name_initial_idx' : 'artists_name_initials_idx'
        expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${index}`))
        expect(plan).not.toContain('Sort')
      }
    } finally {
      await db.query('ROLLBACK')
    }
  })

  it('count a search by merging its sets in id order, never hashing them', async () => {
    // One word of two letters and one of the words of names: both kinds of set, intersected.
    const plan = (await searchPlan({ q: 'ma salsa' }, 'EXPLAIN')).join('\n')
    expect(plan).toContain('Merge Append')
    expect(plan).toContain('Unique')
    expect(plan).not.toContain('HashAggregate')
    expect(plan).not.toContain('HashSetOp')
  })

  it('find the listings of several words in the GIN index of search terms when they are few', async () => {
    // On the few dozen listings here a table scan is as cheap: only the index's way is checked.
    const plan = await searchPlan(
      { q: 'chile salsa' },
      'EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF)',
      {
        off: 'enable_seqscan',
      },
    )
    for (const table of ['artists', 'producers']) {
      expect(plan.join('\n')).toContain(`Bitmap Index Scan on ${table}_search_terms_idx`)
    }
    // The merge of the words' sets is in the statement, for many matches, but never ran.
    const merges = plan.filter((line) => line.includes('Merge Join'))
    expect(merges.length).toBeGreaterThan(0)
    for (const line of merges) expect(line).toContain('never executed')
  })

  it("keep each listing's search terms in step with its name, country, role and genres", async () => {
    const member = await userWithRole('member')
    const terms = async (id: number) =>
      (
        await db.query<{ terms: string[] }>(
          'SELECT search_terms AS terms FROM artists WHERE id = $1',
          [id],
        )
      ).rows[0]?.terms.sort()
    const created = await api<{ doc: { id: number } }>('POST', '/api/artists', {
      token: member.token,
      body: {
        name: '¡Ñandú Peña!',
        role: 'Artista',
        country: 'Chile',
        genres: ['Salsa', 'Pop Latino'],
      },
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    try {
      expect(await terms(id)).toEqual(
        [
          'c:Chile',
          'g:Pop Latino',
          'g:Salsa',
          'i:n',
          'i:na',
          'n:nandu',
          'n:pena',
          'r:Artista',
        ].sort(),
      )
      // Payload replaces the genre rows on a save; name and country change in the same save.
      const saved = await api('PATCH', `/api/artists/${id}`, {
        token: member.token,
        body: { name: 'Río Grande', country: 'Colombia', genres: ['Reggaeton'] },
      })
      expect(saved.status).toBe(200)
      const expected = [
        'c:Colombia',
        'g:Reggaeton',
        'i:r',
        'i:ri',
        'n:grande',
        'n:rio',
        'r:Artista',
      ]
      expect(await terms(id)).toEqual(expected.sort())
      // A write that leaves them alone (the follower counter's) keeps them.
      await db.query('UPDATE artists SET updated_at = now() WHERE id = $1', [id])
      expect(await terms(id)).toEqual(expected.sort())
      await db.query(`UPDATE artists SET role = 'DJ' WHERE id = $1`, [id])
      expect(await terms(id)).toContain('r:DJ')
      await db.query('DELETE FROM artists_genres WHERE parent_id = $1', [id])
      expect(await terms(id)).not.toContain('g:Reggaeton')
      // A bio's words of four letters or more, as compared; a new bio replaces them.
      await db.query(`UPDATE artists SET bio = 'Perreo MELÓDICO de la isla' WHERE id = $1`, [id])
      expect(await terms(id)).toEqual(
        expect.arrayContaining(['b:perreo', 'b:melodico', 'b:isla', 'r:DJ']),
      )
      expect(await terms(id)).not.toContain('b:de')
      await db.query(`UPDATE artists SET bio = NULL WHERE id = $1`, [id])
      expect((await terms(id))?.filter((term) => term.startsWith('b:'))).toEqual([])
    } finally {
      await db.query('DELETE FROM artists WHERE id = $1', [id])
    }
    // Every listing, however it was written (seed, REST, other tests), as its columns say (its
    // bio's words too: migrations/20261206_100000_bio_terms.ts).
    for (const table of ['artists', 'producers']) {
      const { rows } = await db.query<{ stale: string }>(
        `SELECT count(*) AS stale FROM ${table} l
         WHERE l.search_terms IS DISTINCT FROM tarima_listing_terms(l.name_key, l.country::text,
           l.role::text, ARRAY(SELECT g.value::text FROM ${table}_genres g WHERE g.parent_id = l.id),
           l.bio)`,
      )
      expect(Number(rows[0]!.stale), table).toBe(0)
    }
  })

  it("keep each listing's name words and name_key in step with its name", async () => {
    const words = async (id: number) =>
      (
        await db.query<{ word: string }>(
          'SELECT word FROM artists_name_words WHERE parent_id = $1 ORDER BY word',
          [id],
        )
      ).rows.map((row) => row.word)
    const { rows } = await db.query<{ id: number; name_key: string }>(
      `INSERT INTO artists (name, role, country, created_at, updated_at)
       VALUES ('¡Ñandú  y Peña-Río!', 'Artista', 'Chile', now(), now()) RETURNING id, name_key`,
    )
    const { id, name_key: key } = rows[0]!
    try {
      expect(key).toBe('nandu y pena rio')
      expect(await words(id)).toEqual(['nandu', 'pena', 'rio', 'y'])
      await db.query(`UPDATE artists SET name = 'Río Río Grande' WHERE id = $1`, [id])
      expect(await words(id)).toEqual(['grande', 'rio'])
      // A write that leaves the name alone (the follower counter's) keeps the words.
      await db.query('UPDATE artists SET updated_at = now() WHERE id = $1', [id])
      expect(await words(id)).toEqual(['grande', 'rio'])
    } finally {
      await db.query('DELETE FROM artists WHERE id = $1', [id])
    }
    expect(await words(id)).toEqual([])
  })
})

describe('similar listings', () => {
  // The kinds of role the demo listings below have (src/features/directory/role-kinds.ts).
  const PERFORMING = ['Artista', 'Cantante', 'Rapero', 'Compositor', 'DJ', 'DJ/Productor']
  const PRODUCING = ['Productor', 'DJ/Productor', 'Productor ejecutivo', 'Ingeniero de Sonido']
  const kindOf = (role: string) => (PERFORMING.includes(role) ? PERFORMING : PRODUCING)

  type Row = { kind: ListingTable; id: number; name: string; role: string; country: string | null }
  /** Every listing with its role and genres as stored. */
  async function all(): Promise<(Row & { genres: string[] })[]> {
    const { rows } = await db.query<Row & { genres: string[] }>(
      ['artists', 'producers']
        .map(
          (table) => `SELECT '${table}' AS kind, l.id, l.name, l.role::text AS role,
            l.country::text AS country,
            ARRAY(SELECT value::text FROM ${table}_genres g WHERE g.parent_id = l.id) AS genres
          FROM ${table} l`,
        )
        .join(' UNION ALL '),
    )
    return rows
  }

  it('share a genre, and the same kind of role comes first', async () => {
    const listings = await all()
    const names = ['Isabela Montes', 'Luna Vega', 'Kairo Beats', 'DJ Tormenta', 'Sebastián Mora']
    for (const name of names) {
      const to = listings.find((listing) => listing.name === name)!
      const similar = await similarListings(db, to, 3)
      const found = similar.map((row) =>
        listings.find((listing) => listing.kind === row.kind && listing.id === row.id),
      )
      const sharing = (listing?: { genres: string[] }) =>
        Boolean(listing?.genres.some((genre) => to.genres.includes(genre)))
      const kin = (listing?: { role: string }) => kindOf(to.role).includes(listing?.role ?? '')
      expect(similar.length, name).toBeGreaterThan(0)
      expect(similar.length, name).toBeLessThanOrEqual(3)
      for (const listing of found) expect(sharing(listing), `${name}: ${listing?.name}`).toBe(true)
      // Listings of the same kind first: none after another kind, and none left out for one.
      const kinds = found.map(kin)
      expect(kinds, name).toEqual([...kinds].sort((a, b) => Number(b) - Number(a)))
      const kinLeft = listings.filter(
        (listing) => sharing(listing) && kin(listing) && listing !== to && !found.includes(listing),
      )
      if (kinLeft.length) expect(kinds.every(Boolean), name).toBe(true)
    }
    // A singer of salsa and ballads gets performers of her genres, not the agent from her country.
    const isabela = listings.find((listing) => listing.name === 'Isabela Montes')!
    const hers = await similarListings(db, isabela, 3)
    const roles = hers.map(
      (row) => listings.find((listing) => listing.kind === row.kind && listing.id === row.id)!.role,
    )
    for (const role of roles) expect(PERFORMING).toContain(role)
  })

  it('are none for a listing that shares no genre with any other', async () => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO artists (name, role, country, created_at, updated_at)
       VALUES ('Sin Géneros', 'Cantante', 'Chile', now(), now()) RETURNING id`,
    )
    const id = rows[0]!.id
    try {
      const to = { kind: 'artists' as const, id, genres: [], role: 'Cantante', country: 'Chile' }
      expect(await similarListings(db, to, 3)).toEqual([])
    } finally {
      await db.query('DELETE FROM artists WHERE id = $1', [id])
    }
  })
})
