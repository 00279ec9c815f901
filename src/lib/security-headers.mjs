// Security headers for every response: pages, the REST/GraphQL API and static files. Plain
// JavaScript, shared by next.config.mjs (Next's header rules) and scripts/serve.mjs (the answers
// it gives without Next).
// SITE_URL is read at build time (the Dockerfile passes it), so HSTS is only sent by an https site.
const siteUrl = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
const isHttps = siteUrl.startsWith('https://')
const isDev = process.env.NODE_ENV !== 'production'

/** The players that `src/lib/embeds.ts` builds: the only pages the site puts in an iframe. */
const EMBED_HOSTS = [
  'https://open.spotify.com',
  'https://www.youtube-nocookie.com',
  'https://w.soundcloud.com',
]
/** Payload's JSON field (analytics events' data) loads the Monaco editor from this CDN. */
const MONACO_CDN = 'https://cdn.jsdelivr.net'

const policy = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' ').trim())
    .join('; ')

// Pages: Next's App Router hydrates with inline <script> tags. A nonce would make every page
// dynamic (no static or ISR public pages), so inline scripts stay allowed and everything else is
// locked down: no plugins, no foreign scripts, no <base> or form hijacking, no framing, only the
// three players in iframes. React's development tooling also needs eval, in development only.
const pageDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Posts may show an image by link ("Enlace de imagen"), so images come from any https host;
  // an image cannot run code, and everything that could is limited above and below.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'frame-src': EMBED_HOSTS,
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
}

// The Payload admin: the same, plus the editor CDN for Monaco (scripts, styles, fonts).
const adminDirectives = {
  ...pageDirectives,
  'script-src': [...pageDirectives['script-src'], MONACO_CDN],
  'style-src': [...pageDirectives['style-src'], MONACO_CDN],
  'font-src': [...pageDirectives['font-src'], MONACO_CDN],
  // The live preview pane of articles frames the site's own pages (draft preview).
  'frame-src': ["'self'", ...pageDirectives['frame-src']],
}

// The API answers JSON, files and event streams: nothing in a reply may run, load or be framed,
// and a file opened directly (an uploaded image) gets a sandboxed, script-less document.
const apiDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  sandbox: [],
}

/** Payload's session cookie: a request with it is a member's. */
export const SESSION_COOKIE = 'payload-token'

const common = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(isHttps
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

/** Next's header rules. When several match a path and set the same header, the last one wins. */
export const securityHeaderRules = () => [
  {
    source: '/:path*',
    headers: [...common, { key: 'Content-Security-Policy', value: policy(pageDirectives) }],
  },
  // Draft preview (editors; Next's draft-mode cookie, set by /preview): the admin's live preview
  // pane frames the article pages, from this same origin only.
  ...['/blog/:slug', '/news/:slug'].map((source) => ({
    source,
    has: [{ type: 'cookie', key: '__prerender_bypass' }],
    headers: [
      { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      {
        key: 'Content-Security-Policy',
        value: policy({ ...pageDirectives, 'frame-ancestors': ["'self'"] }),
      },
    ],
  })),
  // A visitor's page (no session) holds nothing private: the same public copy for everybody.
  // Isolating it (COOP) makes a browser coming from another site start a new renderer process
  // for it, which a phone pays on every arrival (docs/PERFORMANCE.md). Members' pages and the
  // admin keep `same-origin` (docs/SECURITY.md).
  {
    source: '/:path((?!(?:admin|api|_next)(?:/|$))[^.]*)',
    missing: [{ type: 'cookie', key: SESSION_COOKIE }],
    headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'unsafe-none' }],
  },
  {
    source: '/admin/:path*',
    headers: [{ key: 'Content-Security-Policy', value: policy(adminDirectives) }],
  },
  {
    source: '/api/:path*',
    headers: [{ key: 'Content-Security-Policy', value: policy(apiDirectives) }],
  },
  // GraphQL's playground is an HTML page of Payload's, served only in development.
  ...(isDev
    ? [
        {
          source: '/api/graphql-playground',
          headers: [{ key: 'Content-Security-Policy', value: policy(adminDirectives) }],
        },
      ]
    : []),
]

/** The headers of an /api answer, as the rules above give them. */
export const apiSecurityHeaders = () =>
  Object.fromEntries(
    [...common, { key: 'Content-Security-Policy', value: policy(apiDirectives) }].map(
      ({ key, value }) => [key, value],
    ),
  )
