// The option lists (genres, countries, roles…), shared by collections, forms, filters and the seed.
// Each list's "Todos" entry belongs to filters only, so it is added where filters are built.

export const GENRES = [
  'Salsa',
  'Reggaeton',
  'Bachata',
  'Merengue',
  'Cumbia',
  'Vallenato',
  'Tango',
  'Jazz',
  'Rock',
  'Pop',
  'Hip Hop',
  'R&B',
  'Blues',
  'Folk',
  'Electronic',
  'House',
  'Techno',
  'EDM',
  'Trap',
  'Dembow',
  'Urbano',
  'Latino',
  'Balada',
  'Drill',
  'Afrobeat',
  'Indie',
  'Experimental',
  'Plena',
  'Bomba',
  'Mariachi',
  'Gospel',
  'Reggae',
  'Regional Mexicano',
] as const

/** The directory's genre filter adds these names, used by listings, to the form checklist. */
export const DIRECTORY_GENRES = [
  'Salsa',
  'EDM',
  'Reggae',
  'Afrobeat',
  'Rock',
  'Regional Mexicano',
  'Reggaeton',
  'Trap Latino',
  'Pop Latino',
  'Dembow',
  'R&B Latino',
  'Hip Hop',
  'Bachata',
  'Merengue',
  'Cumbia',
  'Vallenato',
  'Tango',
  'Jazz',
  'Blues',
  'Folk',
  'Electronic',
  'House',
  'Techno',
  'Urbano',
  'Latino',
  'Balada',
  'Drill',
  'Indie',
  'Experimental',
  'Plena',
  'Bomba',
  'Mariachi',
  'Gospel',
] as const

/** Every genre a listing or profile may carry: the form checklist plus the directory's names. */
export const ALL_GENRES = [...new Set<string>([...GENRES, ...DIRECTORY_GENRES])].sort((a, b) =>
  a.localeCompare(b, 'es'),
)

export const QUICK_GENRE_CHIPS = [
  'Reggaeton',
  'Trap',
  'Salsa',
  'Hip Hop',
  'Afrobeat',
  'Pop',
  'EDM',
] as const

export const COUNTRIES = [
  'Argentina',
  'Bolivia',
  'Chile',
  'Colombia',
  'Costa Rica',
  'Cuba',
  'Ecuador',
  'El Salvador',
  'España',
  'Estados Unidos',
  'Guatemala',
  'Guinea Ecuatorial',
  'Honduras',
  'México',
  'Nicaragua',
  'Panamá',
  'Paraguay',
  'Perú',
  'Puerto Rico',
  'República Dominicana',
  'Uruguay',
  'Venezuela',
] as const

/** Profile and application forms add "Otro" to the directory's countries. */
export const PROFILE_COUNTRIES = [...COUNTRIES, 'Otro'] as const

/**
 * The one vocabulary of roles: what forms offer, what cards show and what the directory's role
 * filter finds, so every role a card can show is findable.
 */
export const ROLES = [
  'Artista',
  'Cantante',
  'Rapero',
  'Compositor',
  'Productor',
  'DJ',
  'DJ/Productor',
  'Productor ejecutivo',
  'Ingeniero de Sonido',
  'Técnico de estudio',
  'A&R',
  'Manager',
  'Road Manager',
  'Agente de booking',
  'Abogado',
  'Abogado de entretenimiento',
  'Publicista',
  'Director Creativo',
  'Diseñador Gráfico',
  'Fotógrafo',
  'Videógrafo',
  'Modelo',
  'Estilista',
  'Técnico de iluminación',
  'Locutor de radio',
] as const

/**
 * What a directory filter (a quick chip or a dropdown) stands for: the chosen option plus its
 * family. "Pop" finds "Pop" and "Pop Latino", "Trap" finds "Trap Latino", "DJ" finds "DJ/Productor".
 * An option not listed here stands for itself only.
 */
export const GENRE_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  Pop: ['Pop', 'Pop Latino'],
  Trap: ['Trap', 'Trap Latino'],
  'R&B': ['R&B', 'R&B Latino'],
}
export const ROLE_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  DJ: ['DJ', 'DJ/Productor'],
  Productor: ['Productor', 'DJ/Productor'],
  Abogado: ['Abogado', 'Abogado de entretenimiento'],
}

/** The stored values a filter on this stored option value stands for (itself and its family). */
export function familyValues(
  families: Readonly<Record<string, readonly string[]>>,
  value: string,
): string[] {
  const label = optionLabel(value)
  return (families[label] ?? [label]).map(optionValue)
}

/** Years of experience, shown the same wherever an applicant picks or staff read them. */
export const EXPERIENCE_LEVELS = [
  { value: '0-2', label: '0-2 años' },
  { value: '3-5', label: '3-5 años' },
  { value: '6-10', label: '6-10 años' },
  { value: '10+', label: '10+ años' },
] as const

export const USER_ROLES = ['member', 'editor', 'founder'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const APPLICATION_STATUSES = ['pending', 'approved', 'denied'] as const
export const NOTIFICATION_TYPES = ['follow', 'like', 'comment', 'message', 'other'] as const
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'cta_click',
  'popup_interaction',
  'blog_read',
] as const

/**
 * The stored value of an option. Payload turns select values into GraphQL enum names, which
 * cannot hold "&" ("A&R", "R&B"), so those are stored as "AnR", "RnB"; everything else as shown.
 */
export const optionValue = (label: string) => label.replace(/&/g, 'n')

/** The label to show for a stored option value. */
export const optionLabel = (value: string) => LABELS_BY_VALUE.get(value) ?? value

/** Payload select options: shown with their label, stored with their GraphQL-safe value. */
export const asOptions = (labels: readonly string[]) =>
  labels.map((label) => ({ label, value: optionValue(label) }))

const LABELS_BY_VALUE = new Map(
  [...ALL_GENRES, ...ROLES, ...PROFILE_COUNTRIES].map((label) => [optionValue(label), label]),
)
