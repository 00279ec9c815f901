import { describe, expect, it } from 'vitest'

import { ADMIN_TRANSLATIONS, DATE_PICKER_LABELS } from '@/i18n/admin-translations'
import * as t from '@/i18n/es'

// Tarima speaks to Puerto Rico and Latin America: "ustedes", never Spain's "vosotros", and the
// words used there ("celular", "video", "costo"), not Spain's.

/** Every text of the catalogue; a text built by a function is built with sample values. */
function texts(value: unknown, path: string, found: [string, string][] = []) {
  if (typeof value === 'string') found.push([path, value])
  else if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown
    for (const sample of ['Ana', 2]) {
      try {
        texts(fn(...Array.from({ length: Math.max(fn.length, 1) }, () => sample)), path, found)
      } catch {
        // A text that takes numbers fails with words, and the other way round.
      }
    }
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) texts(inner, `${path}.${key}`, found)
  }
  return found
}

const catalogue = [
  ...texts(t, 't'),
  ...texts(ADMIN_TRANSLATIONS, 'ADMIN_TRANSLATIONS'),
  ...texts(DATE_PICKER_LABELS, 'DATE_PICKER_LABELS'),
]

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? []

// Nouns and adjectives that end like an infinitive with "os" attached ("seguiros").
const NOT_VERBS = new Set(['géneros', 'números', 'terceros', 'primeros', 'compañeros', 'claros'])

/** Why a word is Spain's voice, or null. */
function spainOnly(word: string): string | null {
  if (/^(vosotr[oa]s|vuestr[oa]s?|os)$/.test(word)) return 'vosotros'
  // podréis, dejaréis, estáis, sois: the vosotros verb endings.
  if (/(áis|éis|ois)$/.test(word) && word.length > 3) return 'vosotros (verbo)'
  // seguiros, enviaros: an infinitive with "os".
  if (/(ar|er|ir)os$/.test(word) && !NOT_VERBS.has(word)) {
    return 'vosotros (infinitivo + os)'
  }
  const spain: Record<string, string> = {
    ordenador: 'computadora',
    ordenadores: 'computadoras',
    móvil: 'celular',
    móviles: 'celulares',
    vídeo: 'video',
    vídeos: 'videos',
    coste: 'costo',
    mayús: 'Shift',
    rellena: 'llena',
    rellenes: 'llenes',
    rellenar: 'llenar',
    pulsa: 'presiona',
    pulsar: 'presionar',
    pulsados: 'con más clics',
    introduce: 'ingresa',
    coger: 'tomar',
    vale: 'de acuerdo',
  }
  return spain[word] ? `España (mejor «${spain[word]}»)` : null
}

describe('the Spanish catalogue speaks Latin American Spanish', () => {
  it('holds texts to check', () => {
    expect(catalogue.length).toBeGreaterThan(500)
    // The scan itself finds what it looks for.
    expect(words('No podréis seguiros ni enviaros el vídeo').map(spainOnly)).toEqual([
      null,
      'vosotros (verbo)',
      'vosotros (infinitivo + os)',
      null,
      'vosotros (infinitivo + os)',
      null,
      'España (mejor «video»)',
    ])
    expect(words('Ustedes no podrán seguirse: Los números del país').map(spainOnly)).toEqual(
      Array(8).fill(null),
    )
  })

  it('has no vosotros forms nor Spain-only words', () => {
    const problems = catalogue.flatMap(([path, text]) =>
      words(text)
        .map((word) => ({ word, why: spainOnly(word) }))
        .filter(({ why }) => why)
        .map(({ word, why }) => `${path}: «${word}» ${why}`),
    )
    expect(problems).toEqual([])
  })
})
