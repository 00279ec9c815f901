import { describe, expect, it } from 'vitest'

import { planNameSearch, planSearch, trigramSimilarity } from '@/features/directory/search-plan'
import { allSynonyms } from '@/features/directory/search-synonyms'
import { GENRE_FAMILIES, ROLE_FAMILIES, ROLES, familyValues, optionValue } from '@/lib/options'
import { directoryChoices } from '@/features/directory/directory-choices'
import { sameKindRoles } from '@/features/directory/role-kinds'

const words = (text: string) => planSearch(text)!.words

describe('planSearch', () => {
  it('searches nothing for blank text', () => {
    expect(planSearch('   ')).toBeNull()
  })

  it('makes each word a term of its own, and a whole multi-word label one term', () => {
    expect(words('colombia salsa').map((w) => w.word)).toEqual(['colombia', 'salsa'])
    expect(words('pop latino')).toEqual([
      expect.objectContaining({ word: 'pop latino', genres: ['Pop Latino'], fuzzyName: false }),
    ])
    expect(words('agente de booking')).toEqual([
      expect.objectContaining({ roles: ['Agente de booking'] }),
    ])
  })

  it('drops joining words unless they are all there is', () => {
    expect(words('salsa de colombia').map((w) => w.word)).toEqual(['salsa', 'colombia'])
    expect(words('el').map((w) => w.word)).toEqual(['el'])
  })

  it('takes whole words before prefixes: "reggae" is not Reggaeton, "regg" is both', () => {
    expect(words('reggae')[0]).toMatchObject({ genres: ['Reggae'], fuzzyName: false })
    expect(words('regg')[0]!.genres.sort()).toEqual(['Reggae', 'Reggaeton'])
    expect(words('pop')[0]!.genres.sort()).toEqual(['Pop', 'Pop Latino'])
  })

  it('turns a misspelling into its closest option only', () => {
    expect(words('regueton')[0]).toMatchObject({ genres: ['Reggaeton'], countries: [] })
    expect(words('kolombia')[0]).toMatchObject({ countries: ['Colombia'], genres: [] })
    // Not a known word: names may match it by a close spelling.
    expect(words('valria')[0]).toMatchObject({ fuzzyName: true, genres: [], countries: [] })
    expect(words('cumbia')[0]).toMatchObject({ genres: ['Cumbia'], countries: [] })
  })

  it('finds roles, countries with accents and stored values', () => {
    expect(words('dj')[0]!.roles).toEqual(['DJ', 'DJ/Productor'])
    expect(words('a&r')[0]!.roles).toEqual(['AnR'])
    expect(words('MÉXICO')[0]!.countries).toEqual(['México'])
    expect(words('mexico')[0]!.genres).toEqual([])
  })

  it('matches short words at the start of names, longer ones anywhere', () => {
    expect(words('dj')[0]!.pattern).toBe('dj%')
    expect(words('vega')[0]!.pattern).toBe('%vega%')
  })
})

describe("the scene's words (search-synonyms.ts)", () => {
  it('stand for the options they name, besides what the word itself matches', () => {
    expect(words('boricua')[0]).toMatchObject({ countries: ['Puerto Rico'], genres: [] })
    expect(words('rd')[0]!.countries).toEqual(['República Dominicana'])
    expect(words('dominicanos')[0]!.countries).toEqual(['República Dominicana'])
    // "mexicano" is a word of Regional Mexicano, and a demonym of México.
    expect(words('mexicano')[0]).toMatchObject({
      genres: ['Regional Mexicano'],
      countries: ['México'],
    })
    expect(words('RnB')[0]!.genres.sort()).toEqual(['RnB', 'RnB Latino'])
    expect(words('djs')[0]!.roles).toEqual(['DJ', 'DJ/Productor'])
    expect(words('perreo')[0]!.genres).toEqual(['Reggaeton'])
    expect(words('productoras')[0]!.roles.sort()).toEqual([
      'DJ/Productor',
      'Productor',
      'Productor ejecutivo',
    ])
  })

  it('each name at least one option', () => {
    for (const [word] of allSynonyms()) {
      const [match] = words(word)
      expect(
        match!.genres.length + match!.countries.length + match!.roles.length,
        word,
      ).toBeGreaterThan(0)
    }
  })

  it("stand for the same spelling in names, for the top bar's search", () => {
    expect(planNameSearch('djs el boricua')).toEqual([
      { word: 'djs', texts: ['djs', 'dj'], fuzzy: false },
      { word: 'boricua', texts: ['boricua', 'puerto rico'], fuzzy: true },
    ])
    expect(planNameSearch('  ')).toBeNull()
  })
})

describe('words of bios', () => {
  it('are searched for words no label has, of four letters or more', () => {
    expect(words('perreo')[0]!.bio).toEqual(['perreo'])
    expect(words('Melódico')[0]!.bio).toEqual(['melodico'])
    // Labels are matched on their own fields only, whatever bios mention.
    expect(words('mexico')[0]!.bio).toEqual([])
    expect(words('salsa')[0]!.bio).toEqual([])
    expect(words('pop latino')[0]!.bio).toEqual([])
    expect(words('808')[0]!.bio).toEqual([])
  })
})

describe('trigramSimilarity', () => {
  it('agrees with pg_trgm on the figures the threshold was chosen with', () => {
    expect(trigramSimilarity('regueton', 'reggaeton')).toBeCloseTo(6 / 13)
    expect(trigramSimilarity('cumbia', 'colombia')).toBeCloseTo(4 / 12)
    expect(trigramSimilarity('salsa', 'salsa')).toBe(1)
  })
})

describe('one vocabulary of roles and families of filters', () => {
  it('lets the role filter find every role a card can show', () => {
    const filter = directoryChoices(null).roles.map((choice) => choice.label)
    for (const role of ['Cantante', 'Rapero', 'DJ', 'Abogado', 'A&R', 'DJ/Productor']) {
      expect(filter).toContain(role)
    }
    expect(filter).toEqual([...ROLES])
  })

  it('gives every role a kind of work, for similar listings', () => {
    for (const role of ROLES) {
      expect(sameKindRoles(optionValue(role)).length, role).toBeGreaterThan(1)
    }
    expect(sameKindRoles('Cantante')).toContain('Artista')
    expect(sameKindRoles('Cantante')).not.toContain('Productor')
    expect(sameKindRoles('DJ/Productor')).toEqual(expect.arrayContaining(['DJ', 'Productor']))
    expect(sameKindRoles('Manager')).toContain('AnR')
  })

  it('makes a chip stand for its family', () => {
    expect(familyValues(GENRE_FAMILIES, 'Pop')).toEqual(['Pop', 'Pop Latino'])
    expect(familyValues(GENRE_FAMILIES, 'RnB')).toEqual(['RnB', 'RnB Latino'])
    expect(familyValues(GENRE_FAMILIES, 'Salsa')).toEqual(['Salsa'])
    expect(familyValues(ROLE_FAMILIES, 'DJ')).toEqual(['DJ', 'DJ/Productor'])
  })
})
