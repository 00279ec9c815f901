/** The kinds of page the sitemaps list: a listing, a producer, two articles (blog and News+). */
const LISTED_KINDS = [
  /^\/artists\/\d+$/,
  /^\/artists\/productor-\d+$/,
  /^\/blog\/[^/]+$/,
  /^\/news\/[^/]+$/,
]

/** Of the paths the sitemaps list, the first page of each kind. */
export const firstOfEachKind = (listed: string[]) =>
  LISTED_KINDS.map((pattern) => listed.find((path) => pattern.test(path))).filter(
    (path): path is string => path !== undefined,
  )

/** Pages anyone may open: found ones, with `samples` of the listed ones, and not found ones. */
export const publicPaths = (samples: string[]) => [
  '/',
  '/artists',
  '/artists?q=salsa',
  '/artists?genre=Salsa',
  ...samples,
  '/blog',
  '/contact',
  '/privacy',
  '/terms',
  '/auth',
  '/reset-password',
  '/confirm-email',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/esta-pagina-no-existe',
  '/artists/999999999',
  '/blog/no-existe-este-articulo',
]
