import { type ROLES, optionLabel, optionValue } from '@/lib/options'

/**
 * The kinds of work the roles of src/lib/options.ts stand for, so an artist page suggests people
 * who do what she does first: a singer gets singers and artists of her genres before producers.
 * DJ/Productor is both on stage and in the studio.
 */
const ROLE_KINDS: readonly (readonly (typeof ROLES)[number][])[] = [
  // On stage and writing.
  ['Artista', 'Cantante', 'Rapero', 'Compositor', 'DJ', 'DJ/Productor'],
  // In the studio.
  ['Productor', 'DJ/Productor', 'Productor ejecutivo', 'Ingeniero de Sonido', 'Técnico de estudio'],
  // The business and the media.
  [
    'A&R',
    'Manager',
    'Road Manager',
    'Agente de booking',
    'Abogado',
    'Abogado de entretenimiento',
    'Publicista',
    'Locutor de radio',
  ],
  // Image and show.
  [
    'Director Creativo',
    'Diseñador Gráfico',
    'Fotógrafo',
    'Videógrafo',
    'Modelo',
    'Estilista',
    'Técnico de iluminación',
  ],
]

/** The stored roles of the same kind as this stored role, itself included. */
export function sameKindRoles(role: string): string[] {
  const label = optionLabel(role)
  const kin = ROLE_KINDS.filter((kind) => kind.some((other) => other === label)).flat()
  return [...new Set([role, ...kin.map(optionValue)])]
}
