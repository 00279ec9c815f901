// Business limits, one place for forms, zod schemas and collections.
export const BIO_MAX = 500
export const COMMENT_MAX = 500
export const POST_MAX = 200
export const PASSWORD_MIN = 6
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
/** The largest request body that is not an upload (JSON, forms): refused before it is read. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024
export const LOGO_MAX_BYTES = 2 * 1024 * 1024
/** Decoding costs memory and CPU by pixels, not bytes: a tiny PNG can claim 16,000 × 16,000. */
export const IMAGE_MAX_PIXELS = 40_000_000
export const DIRECTORY_PAGE_SIZE = 12
/**
 * A search's matches are counted up to this many; past it the directory says "más de 1000"
 * (Spanish groups digits from five on): an exact count reads every match (a third of a million
 * listings for "a"), and an intersection of two common words reads several ids per match.
 */
export const DIRECTORY_COUNT_CAP = 1_000
/** A browser call to our API gives up after this long and the screen shows its error text. */
export const REQUEST_TIMEOUT_MS = 20_000
/** An image upload's wait instead: IMAGE_MAX_BYTES over a slow mobile uplink takes longer. */
export const UPLOAD_TIMEOUT_MS = 90_000
export const SEARCH_DIALOG_LIMIT = 10
export const NOTIFICATIONS_LIMIT = 50
export const SIMILAR_ARTISTS = 3
export const CARD_GENRES = 2
/** SEO meta of an article: search engines show about 60 and 160 characters; room to spare. */
export const SEO_TITLE_MAX = 120
export const SEO_DESCRIPTION_MAX = 300
/** The contact form's longest name, subject and message (contactSchema and the form's maxLength). */
export const CONTACT_MAX = { name: 120, subject: 200, message: 5000 } as const
