import { describe, expect, it } from 'vitest'

import { DEMO_PROFESSIONALS } from '../../scripts/seed/professionals'
import { BASE_URL, api, userWithRole } from '../helpers/api'
import { nameKey as key } from '../helpers/name-key'

// What people mean by a search, fixed on the demo data (scripts/seed/professionals.ts): several
// words combine with AND across name, genre, country, role and bio; a typo finds the genre it
// misspells and never another; the scene's words stand for their options
// (src/features/directory/search-synonyms.ts); a chip stands for its family; the roles cards show
// are findable. The top bar's dialog searches names only. Other tests add listings while this
// runs, so each answer is compared on demo names only.

const DEMO = new Set(DEMO_PROFESSIONALS.map((listing) => listing.name))

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** The names on the directory's cards for these params, in their order. */
async function directoryNames(params: Record<string, string>): Promise<string[]> {
  const response = await fetch(
    `${BASE_URL}/artists?${new URLSearchParams({ n: '600', ...params })}`,
  )
  expect(response.status).toBe(200)
  const html = await response.text()
  return [...html.matchAll(/aria-label="Ver perfil de ([^"]+)"/g)].map((m) => decode(m[1]!))
}

const demoOnly = (names: string[]) => names.filter((name) => DEMO.has(name))

/** The top bar's search dialog: artist names, in its order. */
async function dialogNames(q: string): Promise<string[]> {
  const { status, body } = await api<{ results: { name: string }[] }>(
    'GET',
    `/artists/search?${new URLSearchParams({ q })}`,
  )
  expect(status).toBe(200)
  return body.results.map((result) => result.name)
}

const REGGAETON = [
  'Valeria Rivera',
  'Joel "El Boricua" Torres',
  'Carolina Vidal',
  'Elena Castro',
  'Sebastián Mora',
]
const PUERTO_RICO = [
  'Bomba Bemba',
  'El Jíbaro Nuevo',
  'Emilio Paz',
  'Joel "El Boricua" Torres',
  'Valeria Rivera',
  'Elena Castro',
  'Gabriela Soto',
  'Sebastián Mora',
]
const DOMINICAN = [
  'Luna Vega',
  'La Reina del Dembow',
  'Marisol Peña',
  'DJ Tormenta',
  'Ramón Espinal',
]
const MEXICO = [
  'Andrea Lozano',
  'Diego Salinas',
  'Los Hermanos Cumbé',
  'Fernanda Ríos',
  'Hugo Lara',
]
const CANTANTES = [
  'Diego Salinas',
  'Isabela Montes',
  'Luna Vega',
  'Marisol Peña',
  'Renata Ibáñez',
  'Ximena Duarte',
  'Yadira Cruz',
]
const POP_LATINO = [
  'Aitana Solís',
  'Andrea Lozano',
  'Valeria Rivera',
  'Ximena Duarte',
  'Carolina Vidal',
  'Fernanda Ríos',
]

/** [what the person typed or chose, the demo listings it must find (no more, no fewer)] */
const QUERIES: [Record<string, string>, string[]][] = [
  // Two words: both must hold, in any order, across genre and country.
  [{ q: 'colombia salsa' }, ['Isabela Montes', 'Samuel Ortega']],
  [{ q: 'Salsa Colombia' }, ['Isabela Montes', 'Samuel Ortega']],
  [{ q: 'puerto rico trap' }, ['El Jíbaro Nuevo', 'Joel "El Boricua" Torres', 'Sebastián Mora']],
  [{ q: 'bachata república dominicana' }, ['Luna Vega', 'Ramón Espinal']],
  [{ q: 'tango argentina' }, ['Camila Ferreyra']],
  [{ q: 'méxico pop' }, ['Andrea Lozano', 'Fernanda Ríos']],
  [{ q: 'rapero chile' }, ['Nico Saavedra']],
  // Genres, with accents and typos: a misspelling finds its genre, never a neighbour.
  [{ q: 'reggaeton' }, REGGAETON],
  [{ q: 'regueton' }, REGGAETON],
  [{ q: 'reggeaton' }, REGGAETON],
  [{ q: 'REGGAETÓN' }, REGGAETON],
  [{ q: 'reggae' }, ['Yadira Cruz', 'Pablo Herrera']],
  [{ q: 'cumbia' }, ['Sofía Arango', 'Los Hermanos Cumbé', 'Samuel Ortega']],
  [{ q: 'pop latino' }, POP_LATINO],
  [{ q: 'hip hop' }, ['Nico Saavedra', 'Iván Rojas']],
  // Countries, with and without accents or typos; "mexico" is not "Regional Mexicano".
  [{ q: 'mexico' }, MEXICO],
  [{ q: 'puerto rico' }, PUERTO_RICO],
  [{ q: 'PUERTO' }, PUERTO_RICO],
  [{ q: 'kolombia' }, ['Isabela Montes', 'Sofía Arango', 'Ximena Duarte', 'Samuel Ortega']],
  // Roles, typed or chosen in the filter: every role a card shows is findable.
  [{ q: 'cantante' }, CANTANTES],
  [{ role: 'Cantante' }, CANTANTES],
  [{ q: 'dj' }, ['Kairo Beats', 'DJ Tormenta']],
  [{ role: 'DJ' }, ['Kairo Beats', 'DJ Tormenta']],
  [{ role: 'Rapero' }, ['El Jíbaro Nuevo', 'Joel "El Boricua" Torres', 'Nico Saavedra']],
  [{ q: 'productor' }, ['Pablo Herrera', 'Sebastián Mora', 'DJ Tormenta', 'Hugo Lara']],
  [{ q: 'a&r' }, ['Carolina Vidal']],
  [{ q: 'agente de booking' }, ['Samuel Ortega']],
  // Names: accents, case, typos, words in another order.
  [{ q: 'VALÉRIA' }, ['Valeria Rivera']],
  [{ q: 'valria' }, ['Valeria Rivera']],
  [{ q: 'vega luna' }, ['Luna Vega']],
  [{ q: 'el jibaro' }, ['El Jíbaro Nuevo']],
  [{ q: 'kairo' }, ['Kairo Beats']],
  [{ q: 'zzqqxxww' }, []],
  // Chips stand for their family of genres.
  [
    { genre: 'Pop' },
    [
      ...POP_LATINO,
      'Dalia Ramírez',
      'Marisol Peña',
      'Lucía Herrera',
      'Natalia Gómez',
      'Paula Benítez',
    ],
  ],
  [
    { genre: 'Trap' },
    ['Joel "El Boricua" Torres', 'Iván Rojas', 'El Jíbaro Nuevo', 'Sebastián Mora'],
  ],
  [{ genre: 'Pop', q: 'mexico' }, ['Andrea Lozano', 'Fernanda Ríos']],
  // The scene's words: demonyms, abbreviations, spellings and plurals.
  [{ q: 'boricua' }, PUERTO_RICO],
  [{ q: 'rd' }, DOMINICAN],
  [{ q: 'dominicana' }, DOMINICAN],
  [{ q: 'mexicano' }, MEXICO],
  [{ q: 'rnb' }, ['Luna Vega', 'Renata Ibáñez', 'Daniela Ruiz']],
  [{ q: 'djs' }, ['Kairo Beats', 'DJ Tormenta']],
  [{ q: 'perreo' }, REGGAETON],
  [{ q: 'boricua salsa' }, ['Emilio Paz', 'Gabriela Soto']],
  // Words of bios, for words no label has.
  [{ q: 'melódico' }, ['Valeria Rivera']],
  [{ q: 'bandoneon' }, ['Camila Ferreyra']],
]

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'es'))

describe('directory search finds what people mean', () => {
  it('has the expected demo data', () => {
    for (const [, expected] of QUERIES) {
      for (const name of expected) expect(DEMO, name).toContain(name)
    }
  })

  it.each(QUERIES.map(([params, expected]) => [JSON.stringify(params), params, expected] as const))(
    '%s',
    async (_label, params, expected) => {
      expect(sorted(demoOnly(await directoryNames(params)))).toEqual(sorted(expected))
    },
  )
})

describe('the search dialog finds names only', () => {
  it.each([
    // Anywhere in the name, short text too.
    ['ey', ['Camila Ferreyra']],
    ['VEGA', ['Luna Vega']],
    ['vega luna', ['Luna Vega']],
    ['el jibaro', ['El Jíbaro Nuevo']],
    ['boricua', ['Joel "El Boricua" Torres']],
    // A typo of a name.
    ['valria', ['Valeria Rivera']],
    // Never a role, a genre or a country.
    ['rapero', []],
    ['reggaeton', []],
    ['puerto rico', []],
    ['locutor de radio', []],
  ])('%s', async (q, expected) => {
    expect(sorted(demoOnly(await dialogNames(q))), q).toEqual(sorted(expected))
  })

  it('lists them alphabetically, at most 10', async () => {
    for (const q of ['a', 'ra']) {
      const names = await dialogNames(q)
      expect(names.length, q).toBeLessThanOrEqual(10)
      const keys = names.map(key)
      expect(keys, q).toEqual([...keys].sort())
      for (const name of keys) expect(name, q).toContain(q)
    }
    expect(await dialogNames('a')).toHaveLength(10)
    // "ra" inside a name, not only starting a word of it.
    expect((await dialogNames('ra')).some((name) => !` ${key(name)}`.includes(' ra'))).toBe(true)
  })
})

describe('ranking', () => {
  it('puts the same name first, then names starting with the text, then the newest', async () => {
    const stamp = Date.now().toString(36)
    // Created oldest first, so newest-first order alone would show them reversed.
    const names = [
      `Marea ${stamp}`,
      `Marea ${stamp} Band`,
      `Orquesta Marea ${stamp}`,
      `${stamp} Marea`,
    ]
    for (const name of names) {
      const member = await userWithRole('member')
      const created = await api('POST', '/api/artists', {
        token: member.token,
        body: { name, role: 'Artista', country: 'Chile', genres: ['Salsa'] },
      })
      expect(created.status, name).toBe(201)
    }
    const q = `marea ${stamp}`
    const expected = [names[0], names[1], names[2], names[3]]
    await expect
      .poll(async () => directoryNames({ q }), { timeout: 30_000, interval: 1_000 })
      .toEqual(expected)
    // The dialog lists them alphabetically.
    const byKey = [...names].sort((a, b) => (key(a) < key(b) ? -1 : 1))
    expect(await dialogNames(q)).toEqual(byKey)
  })
})
