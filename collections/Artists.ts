import { listingCollection } from './listingCollection'

/** Artist listings of the directory; a member owns at most one. */
export const Artists = listingCollection('artists', { singular: 'Artista', plural: 'Artistas' })
