// The directory's controls (/artists and the home section) and its "Crear Perfil" button: the
// browser code of those pages reads only these, not the rest of the directory's texts.
import { DIRECTORY_COUNT_CAP } from '@/lib/limits'
import { spanishNumber as number } from './number'

export const directoryControls = {
  createProfile: 'Crear Perfil',
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
  resultsLabel: 'Resultados del directorio',
  loadMore: 'Cargar Más Profesionales',
  loading: 'Cargando profesionales...',
  error: 'Error al cargar los profesionales',
  empty: 'No se encontraron profesionales con los filtros seleccionados',
  /** Matches are counted up to DIRECTORY_COUNT_CAP (src/lib/limits.ts): past it, "más de". */
  resultCount: (shown: number, matching: number, total: number) =>
    `Mostrando ${number(shown)} de ${
      matching > DIRECTORY_COUNT_CAP ? `más de ${number(DIRECTORY_COUNT_CAP)}` : number(matching)
    } resultados (${number(total)} total)`,
} as const
