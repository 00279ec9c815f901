import { ownRowsOnly } from '../access/ownRowsOnly'
import { toggleCollection } from './toggleCollection'

/** A member's favourite artists: private to the member. */
export const Favorites = toggleCollection({
  slug: 'favorites',
  labels: { singular: 'Favorito', plural: 'Favoritos' },
  group: 'Comunidad',
  owner: { name: 'user', label: 'Usuario' },
  target: { name: 'artist', label: 'Artista', relationTo: 'artists' },
  targetMustBeReadable: true,
  read: ownRowsOnly('user'),
})
