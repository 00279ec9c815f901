import { ALL_GENRES, COUNTRIES, ROLES, optionValue } from '@/lib/options'
import { synonymsOf } from './search-synonyms'
import {
  BIO_WORD_MIN,
  FUZZY_MIN_LENGTH,
  TRIGRAM_MIN_LENGTH,
  containsPattern,
  escapeLike,
  normalizeSearch,
} from './search-text'

// What a directory search means, worked out before any SQL: the text is split into words, and
// every word must match the listing (AND) through its name, a genre, its country, its role or,
// for a word no label has, a word of its bio. Genres, countries and roles are short closed lists,
// so each word is matched against their labels (and the scene's words for them,
// search-synonyms.ts) here, in memory; the SQL then filters their columns with btree indexes
// (src/features/directory/sql.ts) and only names need trigram matching.

/**
 * Typo tolerance, the same figure for labels (here) and the words of names (pg_trgm's
 * similarity_threshold in sql.ts): 0.4 lets "regueton" find "Reggaeton" (0.46) and
 * "kolombia" find "Colombia" (0.5) while "cumbia" does not find "Colombia" (0.33).
 */
export const TYPO_THRESHOLD = 0.4

/** Words that only join others ("salsa de colombia"); searched alone they still count. */
const JOINING_WORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'e', 'en', 'con'])

/** More words than this add nothing a person types and would only lengthen the statement. */
export const SEARCH_WORDS_MAX = 6

/** One word of the search and the ways it can match a listing. */
export type WordMatch = {
  word: string
  /**
   * LIKE pattern for the normalised name: contains the word; a word too short for trigrams
   * (under 3 letters) starts the name instead, which a btree index answers (name_key's of
   * migrations/20261129_090000_name_postings.ts, or for a word with signs
   * migrations/20261124_120000_name_prefix.ts).
   */
  pattern: string
  /** Whether a name may also match this word as a close spelling (never a known genre or role). */
  fuzzyName: boolean
  /** Stored option values this word stands for. */
  genres: string[]
  countries: string[]
  roles: string[]
  /** Words of bios this word matches (whole words): itself, unless a label has it. */
  bio: string[]
}

export type SearchPlan = {
  /** The whole text, normalised: exact and prefix name matches rank first. */
  normalized: string
  words: WordMatch[]
}

type Kind = 'genres' | 'countries' | 'roles'
type Entry = { kind: Kind; value: string; label: string; words: string[] }

const entries = (kind: Kind, labels: readonly string[]): Entry[] =>
  labels.map((text) => {
    const label = normalizeSearch(text)
    const words = label.split(/[\s/]+/)
    // "Hip Hop" is also typed "hiphop", "DJ/Productor" as "djproductor".
    if (words.length > 1) words.push(words.join(''))
    return { kind, value: optionValue(text), label, words }
  })

const VOCABULARY: Entry[] = [
  ...entries('genres', ALL_GENRES),
  ...entries('countries', COUNTRIES),
  ...entries('roles', ROLES),
]

/** The options a label or a word of labels names ("puerto rico"; "dj": DJ, DJ/Productor). */
const named = (text: string) =>
  VOCABULARY.filter((entry) => entry.label === text || entry.words.includes(text))

/**
 * The options a word stands for: the labels having it as a whole word ("pop": Pop, Pop Latino;
 * "reggae": Reggae, not Reggaeton); else those with a word starting with it, for text still being
 * typed ("regg": Reggae, Reggaeton); either way with those its synonyms name ("mexicano": Regional
 * Mexicano and México). Else those of its synonyms ("boricua": Puerto Rico); else, for a word of
 * FUZZY_MIN_LENGTH or more, only the closest spelling ("regueton": Reggaeton), so a typo never
 * turns one genre into another. `literal`: a label has the word (or a word starting with it).
 */
export function matchVocabulary(word: string): { entries: Entry[]; literal: boolean } {
  const meant = synonymsOf(word).flatMap(named)
  const withMeant = (found: Entry[]) => [...new Set([...found, ...meant])]
  const whole = VOCABULARY.filter((entry) => entry.words.includes(word))
  if (whole.length) return { entries: withMeant(whole), literal: true }
  const prefix = VOCABULARY.filter((entry) => entry.words.some((w) => w.startsWith(word)))
  if (prefix.length) return { entries: withMeant(prefix), literal: true }
  if (meant.length) return { entries: meant, literal: false }
  if (word.length < FUZZY_MIN_LENGTH) return { entries: [], literal: false }
  let best = TYPO_THRESHOLD
  let closest: Entry[] = []
  for (const entry of VOCABULARY) {
    const score = Math.max(...entry.words.map((w) => trigramSimilarity(word, w)))
    if (score > best + 1e-9) {
      best = score
      closest = [entry]
    } else if (Math.abs(score - best) <= 1e-9) {
      closest.push(entry)
    }
  }
  return { entries: closest, literal: false }
}

/** Labels of several words, longest first: typed whole, they mean that option and no other. */
const PHRASES = VOCABULARY.filter((entry) => entry.label.includes(' ')).sort(
  (a, b) => b.label.split(' ').length - a.label.split(' ').length,
)

/**
 * The text's terms: a whole option label of several words is one term ("pop latino" means Pop
 * Latino, not every listing with some pop and some latino genre; "agente de booking" keeps its
 * "de"), every other word is a term of its own.
 */
function terms(normalized: string): { text: string; phrase?: Entry[] }[] {
  const words = normalized.split(' ')
  const found: { text: string; phrase?: Entry[] }[] = []
  for (let at = 0; at < words.length;) {
    const phrase = PHRASES.find((entry) => {
      const size = entry.label.split(' ').length
      return words.slice(at, at + size).join(' ') === entry.label
    })
    if (phrase) {
      found.push({
        text: phrase.label,
        phrase: PHRASES.filter((entry) => entry.label === phrase.label),
      })
      at += phrase.label.split(' ').length
    } else {
      found.push({ text: words[at]! })
      at += 1
    }
  }
  return found
}

/** The search plan of a text, or null when there is nothing to search for. */
export function planSearch(text: string): SearchPlan | null {
  const normalized = normalizeSearch(text)
  if (!normalized) return null
  const all = terms(normalized).filter(
    (term, index, list) => list.findIndex((other) => other.text === term.text) === index,
  )
  const meaningful = all.filter((term) => !JOINING_WORDS.has(term.text))
  const chosen = (meaningful.length ? meaningful : all).slice(0, SEARCH_WORDS_MAX)
  return {
    normalized,
    words: chosen.map(({ text: word, phrase }) => {
      const { entries: matched, literal } = phrase
        ? { entries: phrase, literal: true }
        : matchVocabulary(word)
      const values = (kind: Kind) =>
        matched.filter((entry) => entry.kind === kind).map((entry) => entry.value)
      return {
        word,
        pattern: word.length < TRIGRAM_MIN_LENGTH ? `${escapeLike(word)}%` : containsPattern(word),
        fuzzyName: !literal && word.length >= FUZZY_MIN_LENGTH,
        genres: values('genres'),
        countries: values('countries'),
        roles: values('roles'),
        bio: !literal && isBioWord(word) ? [word] : [],
      }
    }),
  }
}

/** Whether bios may have this word: their words are letters and digits, BIO_WORD_MIN or more. */
const isBioWord = (word: string) => word.length >= BIO_WORD_MIN && /^[a-z0-9]+$/.test(word)

/** The text's words without repeats or, unless they are all there is, joining words. */
function searchWords(normalized: string): string[] {
  const all = [...new Set(normalized.split(' '))]
  const meaningful = all.filter((word) => !JOINING_WORDS.has(word))
  return (meaningful.length ? meaningful : all).slice(0, SEARCH_WORDS_MAX)
}

/** One word of a search of names and the texts a name may contain for it. */
export type NameWord = {
  word: string
  /** The word and its synonyms (search-synonyms.ts), normalised: a name contains one of them. */
  texts: string[]
  /** Whether a close spelling of the word may match a word of a name. */
  fuzzy: boolean
}

/**
 * The top bar's search of names (src/features/directory/sql.ts, artistSearchStatement): every
 * word, or one of its synonyms, anywhere in the name; null when there is nothing to search for.
 */
export function planNameSearch(text: string): NameWord[] | null {
  const normalized = normalizeSearch(text)
  if (!normalized) return null
  return searchWords(normalized).map((word) => ({
    word,
    texts: [word, ...synonymsOf(word)],
    fuzzy: word.length >= FUZZY_MIN_LENGTH && /^[a-z0-9]+$/.test(word),
  }))
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const grams = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3))
  return grams
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a)
  const right = trigrams(b)
  let shared = 0
  for (const gram of left) if (right.has(gram)) shared++
  return shared / (left.size + right.size - shared)
}
