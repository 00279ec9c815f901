import { listingCollection } from './listingCollection'

/** Producer listings, merged with artists in the directory; a member owns at most one. */
export const Producers = listingCollection('producers', {
  singular: 'Productor',
  plural: 'Productores',
})
