import { artistSearch } from './artist-search'
import { directoryControls } from './directory-controls'

// The directory (/artists, the home section) and the artist search dialog.
export const directory = {
  title: 'Directorio',
  description:
    'Descubre artistas, productores, DJs y profesionales de la música de Puerto Rico y Latinoamérica.',
  metaDescription:
    'Directorio de artistas, productores y profesionales de la música latina en Tarima.',
  homeTitle: 'Directorio de Talento',
  homeDescription:
    'Los perfiles más recientes de la comunidad. Busca o filtra para abrir el directorio completo.',
  viewAll: 'Ver todo el directorio',
  ...directoryControls,
  card: {
    viewProfile: 'Ver Perfil',
    viewProfileOf: (name: string) => `Ver perfil de ${name}`,
    imageAlt: (name: string) => `Foto de ${name}`,
    featured: 'DESTACADO',
    founder: '⭐ FUNDADOR',
    genres: 'Géneros',
  },
  // The top bar's search dialog (its own file: the top bar of every page reads it).
  dialog: artistSearch,
} as const
