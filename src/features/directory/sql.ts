// The raw SQL of the directory, by purpose: ./directory-sql.ts (the directory's page and count),
// ./artist-search-sql.ts (the top bar's artist search), ./similar-sql.ts (an artist page's similar
// listings), all built from ./search-sql.ts. Listings are public (collections/listingCollection.ts
// reads with access/anyone.ts), so no query filters by viewer; tests/int/sql-access.test.ts checks
// they answer what a visitor reads through the Local API. No 'server-only' import: that test and
// scripts/explain-directory.ts run them outside Next.

export {
  LISTING_TABLES,
  withSearchSession,
  type ListingTable,
  type SearchTuning,
} from './search-sql'
export {
  countListings,
  directoryRows,
  directoryStatement,
  type DirectoryQuery,
} from './directory-sql'
export { artistSearchRows } from './artist-search-sql'
export { similarListings } from './similar-sql'
