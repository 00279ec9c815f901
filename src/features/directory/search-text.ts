/** The longest search text the directory and the dialog look at. */
export const SEARCH_TEXT_MAX = 100

/** pg_trgm's trigrams need this many characters: shorter text cannot use the trigram indexes. */
export const TRIGRAM_MIN_LENGTH = 3

/** Below this many characters only substrings match: trigram typo matching is noise there. */
export const FUZZY_MIN_LENGTH = 4

/**
 * The shortest word of a bio that search finds (the b: terms of search_terms,
 * migrations/20261206_100000_bio_terms.ts, use the same figure): shorter ones are mostly "de",
 * "con", "que", which would only swell the index.
 */
export const BIO_WORD_MIN = 4

/**
 * Search text as the database compares it (tarima_normalize in the migration): lower case, no
 * accents or diacritics ("Reggaetón" → "reggaeton", "Peña" → "pena"), spaces collapsed. Used for
 * cache keys and to decide on typo matching; the SQL normalises again so both sides agree.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX)
}

/** `text` with LIKE's own wildcards taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** A LIKE pattern that finds `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`
