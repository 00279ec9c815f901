import { normalizeSearch } from './search-text'

// The scene's words for the options of the directory: what people type that no label says.
// Both searches read this table (search-plan.ts): the directory matches a word as the options its
// synonyms name (besides the word itself), the top bar's dialog as names containing the word or one
// of its synonyms. Each synonym is written as a label, or one word of a label, would be typed.

/** Each ending added to a stem: forms("mexican", ["o", "a"]) is mexicano, mexicana. */
const forms = (stem: string, endings: readonly string[]) => endings.map((end) => stem + end)
/** Masculine, feminine and their plurals. */
const GENDERED = ['o', 'a', 'os', 'as']
/** Words ending in -e or -a for both: the word and its plural. */
const PLURAL = ['', 's']

const SYNONYMS: [meaning: string, words: string[]][] = [
  // Countries: demonyms, nicknames and abbreviations.
  ['argentina', forms('argentin', GENDERED)],
  ['bolivia', forms('bolivian', GENDERED)],
  ['chile', forms('chilen', GENDERED)],
  ['colombia', forms('colombian', GENDERED)],
  ['costa rica', [...forms('costarricense', PLURAL), ...forms('tic', GENDERED)]],
  ['cuba', forms('cuban', GENDERED)],
  ['ecuador', forms('ecuatorian', GENDERED)],
  ['el salvador', forms('salvadoreñ', GENDERED)],
  ['españa', ['español', 'española', 'españoles', 'españolas']],
  ['estados unidos', ['eeuu', 'usa', 'eua', ...forms('estadounidense', PLURAL)]],
  ['guatemala', forms('guatemaltec', GENDERED)],
  ['guinea ecuatorial', forms('ecuatoguinean', GENDERED)],
  ['honduras', forms('hondureñ', GENDERED)],
  ['méxico', ['mx', 'cdmx', ...forms('mexican', GENDERED)]],
  ['nicaragua', forms('nicaragüense', PLURAL)],
  ['panamá', forms('panameñ', GENDERED)],
  ['paraguay', forms('paraguay', GENDERED)],
  ['perú', forms('peruan', GENDERED)],
  ['puerto rico', ['pr', ...forms('boricua', PLURAL), ...forms('puertorriqueñ', GENDERED)]],
  ['república dominicana', ['rd', 'quisqueya', ...forms('dominican', GENDERED)]],
  ['uruguay', forms('uruguay', GENDERED)],
  ['venezuela', forms('venezolan', GENDERED)],
  // Genres as they are said and spelled.
  ['reggaeton', ['perreo', 'reguetón', ...forms('reggaetoner', GENDERED)]],
  ['r&b', ['rnb']],
  ['hip hop', ['rap']],
  ['trap', forms('traper', GENDERED)],
  ['salsa', forms('salser', GENDERED)],
  ['bachata', forms('bachater', GENDERED)],
  ['merengue', forms('merenguer', GENDERED)],
  ['cumbia', forms('cumbier', GENDERED)],
  ['tango', forms('tanguer', GENDERED)],
  ['rock', [...forms('rocker', GENDERED), ...forms('roquer', GENDERED)]],
  ['electronic', ['electrónica', 'electrónico']],
  ['urbano', ['urbana', 'urbanos', 'urbanas']],
  ['regional mexicano', ['corrido', 'corridos']],
  ['latino', ['latina', 'latinos', 'latinas']],
  // Roles: plurals, feminine forms and the scene's names for them.
  ['artista', ['artistas']],
  ['cantante', ['cantantes', 'vocalista', 'vocalistas', 'cantautor', 'cantautora']],
  ['rapero', ['rapera', 'raperos', 'raperas', 'mc', 'mcs', 'rap']],
  ['compositor', ['compositora', 'compositores', 'compositoras']],
  ['productor', ['productora', 'productores', 'productoras', 'beatmaker', 'beatmakers']],
  ['dj', ['djs', 'deejay', 'deejays']],
  ['ingeniero', ['ingeniera', 'ingenieros', 'ingenieras']],
  ['a&r', ['anr']],
  ['manager', ['managers']],
  ['abogado', ['abogada', 'abogados', 'abogadas']],
  ['publicista', ['publicistas']],
  ['director', ['directora', 'directores', 'directoras']],
  ['diseñador', ['diseñadora', 'diseñadores', 'diseñadoras']],
  ['fotógrafo', ['fotógrafa', 'fotógrafos', 'fotógrafas']],
  ['videógrafo', ['videógrafa', 'videógrafos', 'videógrafas']],
  ['modelo', ['modelos']],
  ['estilista', ['estilistas']],
  ['locutor', ['locutora', 'locutores', 'locutoras']],
]

/** Each typed word (as compared: normalizeSearch) and what it also means. */
const MEANINGS = new Map<string, string[]>()
for (const [meaning, words] of SYNONYMS) {
  for (const word of words) {
    const key = normalizeSearch(word)
    MEANINGS.set(key, [...(MEANINGS.get(key) ?? []), normalizeSearch(meaning)])
  }
}

/** What a normalised word also means, normalised ("boricua": ["puerto rico"]); [] for none. */
export const synonymsOf = (word: string): readonly string[] => MEANINGS.get(word) ?? []

/** Every synonym, for tests: [typed word, meanings], normalised. */
export const allSynonyms = (): [string, readonly string[]][] => [...MEANINGS]
