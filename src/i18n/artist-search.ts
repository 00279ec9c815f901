import { nav } from './shell'

// The top bar's artist search: its button (its label is in the shell, which every page loads)
// and dialog.
export const artistSearch = {
  open: nav.search,
  title: 'Buscar artistas',
  label: 'Buscar artistas por nombre',
  placeholder: 'Buscar artistas por nombre...',
  hint: 'Escribe para buscar artistas por nombre',
  empty: 'No se encontraron artistas',
  loading: 'Buscando artistas...',
  error: 'No se pudo completar la búsqueda',
  results: 'Artistas encontrados',
  resultCount: (count: number) =>
    count === 1 ? '1 artista encontrado' : `${count} artistas encontrados`,
} as const
