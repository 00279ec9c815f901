// The directory's controls (/artists and the home section) and its "Crear Perfil" button: the
// browser code of those pages reads only these, not the rest of the directory's texts.
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
  loadMore: 'Cargar Más Profesionales',
  loading: 'Cargando profesionales...',
  error: 'Error al cargar los profesionales',
  empty: 'No se encontraron profesionales con los filtros seleccionados',
  resultCount: (shown: number, matching: number, total: number) =>
    `Mostrando ${shown} de ${matching} resultados (${total} total)`,
} as const
