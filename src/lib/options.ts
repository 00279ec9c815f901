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

export const ROLES = [
  'Artista',
  'Productor',
  'DJ/Productor',
  'Compositor',
  'Diseñador Gráfico',
  'Fotógrafo',
  'Ingeniero de Sonido',
  'Director Creativo',
  'A&R',
  'Manager',
  'Videógrafo',
  'Modelo',
  'Estilista',
  'Técnico de estudio',
  'Road Manager',
  'Agente de booking',
  'Productor ejecutivo',
  'Abogado de entretenimiento',
  'Publicista',
  'Técnico de iluminación',
  'Locutor de radio',
] as const

/** The artist-creation roles, in Spanish like the whole interface. */
export const ARTIST_ROLES = [
  'Artista',
  'Cantante',
  'Rapero',
  'Productor',
  'DJ',
  'Compositor',
  'Fotógrafo',
  'Videógrafo',
  'Manager',
  'Abogado',
  'Modelo',
  'Estilista',
  'Técnico de estudio',
  'Road Manager',
  'Agente de booking',
  'Productor ejecutivo',
  'Abogado de entretenimiento',
  'Publicista',
  'Técnico de iluminación',
  'Locutor de radio',
] as const

/** Every role a listing or profile may carry. */
export const ALL_ROLES = [...new Set<string>([...ROLES, ...ARTIST_ROLES])]

export const EXPERIENCE_LEVELS = [
  { value: '0-2', label: 'Principiante (0-2 años)' },
  { value: '3-5', label: 'Intermedio (2-5 años)' },
  { value: '6-10', label: 'Avanzado (5-10 años)' },
  { value: '10+', label: 'Profesional (10+ años)' },
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
  [...ALL_GENRES, ...ALL_ROLES, ...PROFILE_COUNTRIES].map((label) => [optionValue(label), label]),
)
