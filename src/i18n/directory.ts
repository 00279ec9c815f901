import { artistSearch } from './artist-search'

// The directory (/artists, the home section) and the artist search dialog.
export const directory = {
  title: 'Directorio',
  description:
    'Descubre artistas, productores, DJs y profesionales de la música de Puerto Rico y Latinoamérica.',
  metaDescription:
    'Directorio de artistas, productores y profesionales de la música latina en Tarima.',
  createProfile: 'Crear Perfil',
  homeTitle: 'Directorio de Talento',
  homeDescription:
    'Los perfiles más recientes de la comunidad. Busca o filtra para abrir el directorio completo.',
  viewAll: 'Ver todo el directorio',
  searchLabel: 'Buscar profesionales',
  searchPlaceholder: 'Buscar por nombre, género o país...',
  quickGenres: 'Géneros rápidos',
  all: 'Todos',
  moreFilters: 'Más Filtros',
  genre: 'Género',
  country: 'País',
  role: 'Rol',
  viewLabel: 'Vista',
  gridView: 'Vista de cuadrícula',
  listView: 'Vista de lista',
  clearFilters: 'Limpiar Filtros',
  loadMore: 'Cargar Más Profesionales',
  loading: 'Cargando profesionales...',
  error: 'Error al cargar los profesionales',
  empty: 'No se encontraron profesionales con los filtros seleccionados',
  resultCount: (shown: number, matching: number, total: number) =>
    `Mostrando ${shown} de ${matching} resultados (${total} total)`,
  resultsLabel: 'Resultados del directorio',
  card: {
    viewProfile: 'Ver Perfil',
    viewProfileOf: (name: string) => `Ver perfil de ${name}`,
    imageAlt: (name: string) => `Foto de ${name}`,
    featured: 'FEATURED',
    founder: '⭐ FUNDADOR',
    genres: 'Géneros',
  },
  // The top bar's search dialog (its own file: the top bar of every page reads it).
  dialog: artistSearch,
} as const
