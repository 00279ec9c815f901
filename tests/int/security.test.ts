// Security checks against the running server: response headers, the session cookie, cross-origin
// writes (CSRF), user text that must stay inert (XSS), disguised uploads, and private collections
// over every REST and GraphQL path. What tests/int/access already covers (the matrix, messages,
// e-mails through filters) is not repeated here.

import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  api,
  BASE_URL,
  imageForm,
  postOnce,
  signUp,
  tinyPng,
  uniqueEmail,
  type Session,
} from '../helpers/api'
import {
  applicationBody,
  article,
  as,
  castOf,
  commentOn,
  conversation,
  created,
  expectStatus,
  feedPost,
  follow as followMember,
  graphql,
  listing,
  message,
  profileOf,
  randomIp,
  readDoc,
  type Cast,
  type Doc,
} from '../helpers/access'
import { decodedText, startSmtpSink } from '../helpers/smtp'

const isHttps = BASE_URL.startsWith('https://')
const EVIL = 'https://evil.example'

let cast: Cast
let smtp: Awaited<ReturnType<typeof startSmtpSink>>

beforeAll(async () => {
  ;[cast, smtp] = await Promise.all([castOf(), startSmtpSink()])
})
afterAll(async () => {
  await smtp?.close()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${BASE_URL}${path}`, { headers, redirect: 'manual' })

// ── Headers ─────────────────────────────────────────────────────────────────────────────────

/** A CSP header as a map of directive → sources. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), values)
  }
  return map
}

/** `opener`: the Cross-Origin-Opener-Policy expected (visitors' pages go without isolation). */
function expectCommonHeaders(response: Response, what: string, opener = 'same-origin') {
  const h = response.headers
  expect(h.get('x-content-type-options'), what).toBe('nosniff')
  expect(h.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(h.get('x-frame-options'), what).toBe('DENY')
  expect(h.get('cross-origin-opener-policy'), what).toBe(opener)
  const permissions = h.get('permissions-policy') ?? ''
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
    expect(permissions, what).toContain(feature)
  expect(h.get('x-powered-by'), what).toBeNull()
  // HSTS only from an https site: over http browsers ignore it, and localhost must not get it.
  if (isHttps) expect(h.get('strict-transport-security'), what).toMatch(/max-age=\d{7,}/)
  else expect(h.get('strict-transport-security'), what).toBeNull()
  const csp = directives(h.get('content-security-policy'))
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"])
  expect(csp.get('object-src'), what).toEqual(["'none'"])
  return csp
}

function expectPagePolicy(csp: Map<string, string[]>, what: string) {
  expect(csp.get('default-src'), what).toEqual(["'self'"])
  expect(csp.get('base-uri'), what).toEqual(["'self'"])
  expect(csp.get('form-action'), what).toEqual(["'self'"])
  expect(csp.get('connect-src'), what).toEqual(["'self'"])
  // Scripts only from the site itself (plus Next's inline hydration scripts): no other host.
  const scripts = csp.get('script-src') ?? []
  expect(scripts, what).toContain("'self'")
  expect(
    scripts.filter((source) => !source.startsWith("'")),
    what,
  ).toEqual([])
  expect(scripts, what).not.toContain('*')
  expect(scripts, what).not.toContain('data:')
  // Frames: only the three players of src/lib/embeds.ts.
  expect([...(csp.get('frame-src') ?? [])].sort(), what).toEqual([
    'https://open.spotify.com',
    'https://w.soundcloud.com',
    'https://www.youtube-nocookie.com',
  ])
}

describe('security headers', () => {
  it('a page gets the page policy', async () => {
    for (const path of ['/', '/artists', '/blog', '/auth']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expectPagePolicy(expectCommonHeaders(response, path, 'unsafe-none'), path)
      // Critical-CH would make Chrome request a first visit twice; only the admin asks for it.
      expect(response.headers.get('critical-ch'), path).toBeNull()
      expect(response.headers.get('accept-ch'), path).toBeNull()
    }
  })

  it("a member's pages stay isolated from other sites' windows, and so does the admin", async () => {
    const member = await signUp()
    const cookie = { Cookie: `payload-token=${member.token}` }
    for (const path of ['/', '/artists', '/blog', '/feed']) {
      const response = await get(path, cookie)
      expect(response.status, path).toBe(200)
      expectPagePolicy(expectCommonHeaders(response, `${path} (miembro)`), path)
    }
    expectCommonHeaders(await get('/admin/login'), '/admin/login')
  })

  it('the API gets a policy where nothing runs, loads or is framed', async () => {
    for (const path of ['/api/users/me', '/api/posts?limit=1', '/api/globals/site-settings']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      const csp = expectCommonHeaders(response, path)
      expect(csp.get('default-src'), path).toEqual(["'none'"])
      expect(csp.get('script-src'), path).toEqual(["'none'"])
      expect(csp.has('sandbox'), path).toBe(true)
    }
    // An error answer too.
    const missing = await get('/api/posts/2000000000')
    expect(missing.status).toBe(404)
    expect(directives(missing.headers.get('content-security-policy')).get('default-src')).toEqual([
      "'none'",
    ])
  })

  it('static files get them too', async () => {
    const html = await (await get('/')).text()
    const asset = /\/_next\/static\/[^"'\s)]+\.(?:js|css)/.exec(html)?.[0]
    expect(asset, 'a Next.js asset on the home page').toBeTruthy()
    for (const path of ['/logo.svg', '/robots.txt', asset!]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expectPagePolicy(expectCommonHeaders(response, path), path)
    }
  })

  it('uploaded files are served with their image type, no sniffing and a sandbox', async () => {
    const member = await signUp()
    const doc = (
      await api('POST', '/api/media?depth=0', {
        token: member.token,
        form: imageForm(tinyPng(), `seguridad-${randomUUID()}.png`, 'image/png'),
      })
    ).body.doc
    const response = await get(new URL(doc.url, BASE_URL).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
    const csp = expectCommonHeaders(response, doc.url)
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.has('sandbox')).toBe(true)
  })

  it('the admin keeps the strict parts of the page policy', async () => {
    const response = await get('/admin/login')
    expect(response.status).toBe(200)
    const csp = expectCommonHeaders(response, '/admin/login')
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    // Its dark mode follows the system's colour scheme, sent as a client hint.
    expect(response.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})

// ── Session cookie ──────────────────────────────────────────────────────────────────────────

/** Signs in over REST and returns the session cookie as the browser would keep it. */
async function sessionCookie(session: Session): Promise<{ cookie: string; setCookie: string }> {
  const response = await fetch(`${BASE_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp() },
    body: JSON.stringify({ email: session.email, password: 'clave-segura-1' }),
  })
  expect(response.status).toBe(200)
  const setCookie = response.headers.getSetCookie().find((c) => c.includes('-token=')) ?? ''
  return { cookie: setCookie.split(';')[0], setCookie }
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and Secure on an https site', async () => {
    const { setCookie } = await sessionCookie(await signUp())
    // Attribute names count (RFC 6265 §5.2); Payload writes HttpOnly as `HttpOnly=true`.
    const attributes = new Map(
      setCookie
        .split(';')
        .slice(1)
        .map((part) => {
          const [name, ...value] = part.trim().split('=')
          return [name.toLowerCase(), value.join('=')] as const
        }),
    )
    expect(attributes.has('httponly')).toBe(true)
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax')
    expect(attributes.get('path')).toBe('/')
    expect(attributes.has('domain')).toBe(false)
    expect(attributes.has('secure')).toBe(isHttps)
    expect(attributes.get('expires')).toBeTruthy()
  })
})

// ── CSRF ───────────────────────────────────────────────────────────────────────────────────

describe('cross-origin writes with the session cookie are refused and change nothing', () => {
  let ana: Session
  let beto: Session
  let cookie: string
  let post: Doc
  let follow: Doc
  let talk: Doc

  beforeAll(async () => {
    ;[ana, beto] = await Promise.all([signUp(), signUp()])
    cookie = (await sessionCookie(ana)).cookie
    ;[post, follow, talk] = await Promise.all([
      feedPost(ana, { content: 'Original' }),
      followMember(ana, cast.star.id),
      conversation(ana, beto),
    ])
  })

  const write = (
    method: string,
    path: string,
    origin: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    api(method, path, {
      body,
      headers: { Cookie: cookie, ...(origin === null ? {} : { Origin: origin }), ...headers },
    })

  it('the cookie works from the site itself', async () => {
    const own = await write('POST', '/api/posts/feed', BASE_URL, { content: 'Desde el sitio' })
    expectStatus(own, 201)
    expect(own.body.doc.user).toBe(ana.id)
  })

  it.each([EVIL, 'null', 'http://localhost.evil.example'])('from %s', async (origin) => {
    const countOf = async (slug: string, where: string) =>
      (await api('GET', `/api/${slug}/count?${where}`, as(ana))).body.totalDocs as number
    const before = {
      posts: await countOf('posts', `where[user][equals]=${ana.id}`),
      comments: await countOf('post-comments', `where[post][equals]=${post.id}`),
      follows: await countOf('follows', `where[follower][equals]=${ana.id}`),
      messages: await countOf('messages', `where[conversation][equals]=${talk.id}`),
      blocks: await countOf('blocks', `where[blocker][equals]=${ana.id}`),
    }
    const profile = await profileOf(ana)

    const attempts: [string, string, unknown?][] = [
      ['POST', '/api/posts/feed', { content: 'Publicado desde otro sitio' }],
      ['PATCH', `/api/posts/${post.id}`, { content: 'Editado desde otro sitio' }],
      ['DELETE', `/api/posts/${post.id}`],
      ['POST', `/api/posts/${post.id}/comments`, { content: 'Desde otro sitio' }],
      ['POST', `/api/posts/${post.id}/likes`, {}],
      ['POST', `/api/users/${beto.id}/followers`, {}],
      ['DELETE', `/api/follows/${follow.id}`],
      ['POST', `/api/conversations/${talk.id}/messages`, { content: 'Hola' }],
      ['POST', '/api/blocks', { blocked: beto.id }],
      ['PATCH', `/api/profiles/${profile.id}`, { bio: 'Editada desde otro sitio' }],
      ['PATCH', `/api/users/${ana.id}`, { firstName: 'Pirata' }],
      ['DELETE', `/api/users/${ana.id}`],
    ]
    for (const [method, path, body] of attempts) {
      const reply = await write(method, path, origin, body)
      expect([401, 403], `${method} ${path}: ${JSON.stringify(reply.body)}`).toContain(reply.status)
    }
    // Not even Payload's own session endpoints act for the cookie's owner.
    const me = await write('GET', '/api/users/me', origin)
    expect(me.body.user).toBeNull()

    expect(await countOf('posts', `where[user][equals]=${ana.id}`)).toBe(before.posts)
    expect(await countOf('post-comments', `where[post][equals]=${post.id}`)).toBe(before.comments)
    expect(await countOf('follows', `where[follower][equals]=${ana.id}`)).toBe(before.follows)
    expect(await countOf('messages', `where[conversation][equals]=${talk.id}`)).toBe(
      before.messages,
    )
    expect(await countOf('blocks', `where[blocker][equals]=${ana.id}`)).toBe(before.blocks)
    expect((await readDoc(ana, 'posts', post.id)).body.content).toBe('Original')
    expect((await readDoc(ana, 'follows', follow.id)).status).toBe(200)
    expect((await profileOf(ana)).bio).toEqual(profile.bio)
    const account = await readDoc(ana, 'users', ana.id)
    expectStatus(account, 200)
    expect(account.body.firstName).toBe('Prueba')
  })
})

// ── XSS ────────────────────────────────────────────────────────────────────────────────────

/** Markup that would run if a page put it into HTML unescaped. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '"><iframe src="javascript:window.__xss=1">',
]
const hostile = (label: string) => `${label} ${PAYLOADS.join(' ')}`

/** The page's HTML holds the text escaped (it was rendered) and none of it as markup. */
function expectInert(html: string, label: string, what: string) {
  expect(html, `${what}: the text is on the page`).toContain(label)
  for (const raw of [
    '<script>window.__xss',
    '<img src=x onerror',
    '<svg onload',
    '<iframe src="javascript:',
  ])
    expect(html.includes(raw), `${what}: ${raw} appears as markup`).toBe(false)
  expect(html, `${what}: escaped`).toMatch(/&lt;script&gt;window\.__xss=1&lt;\/script&gt;/)
}

async function pageHtml(path: string): Promise<string> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
  return response.text()
}

describe('user text is stored as text and rendered inert', () => {
  let ana: Session
  let beto: Session

  beforeAll(async () => {
    ;[ana, beto] = await Promise.all([signUp(), signUp()])
  })

  it('links that are not http(s) are refused', async () => {
    const bad = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>x</script>']
    const listingDoc = await listing(ana)
    const profile = await profileOf(ana)
    for (const url of bad) {
      for (const [path, body] of [
        ['/api/posts/feed', { content: 'Enlace', spotifyUrl: url }],
        ['/api/posts/feed', { content: 'Enlace', imageUrl: url }],
        [`/api/artists/${listingDoc.id}`, { spotifyUrl: url }],
        [`/api/artists/${listingDoc.id}`, { instagramUrl: url }],
        [`/api/artists/${listingDoc.id}`, { listenUrl: url }],
        [`/api/profiles/${profile.id}`, { youtubeUrl: url }],
        [`/api/profiles/${profile.id}`, { tiktokUrl: url }],
      ] as const) {
        const method = path === '/api/posts/feed' ? 'POST' : 'PATCH'
        const reply = await api(method, path, { ...as(ana), body })
        expectStatus(reply, 400, `${method} ${path} ${JSON.stringify(body)}`)
      }
    }
    const after = await readDoc(ana, 'artists', listingDoc.id)
    expect(JSON.stringify(after.body)).not.toMatch(/javascript:|data:text/i)
  })

  it('profile name and bio, posts and post titles on /profile/{id}', async () => {
    const label = `perfil-${randomUUID()}`
    const profile = await profileOf(ana)
    expectStatus(
      await api('PATCH', `/api/profiles/${profile.id}`, {
        ...as(ana),
        body: {
          displayName: `${label} <img src=x onerror=alert(1)>`.slice(0, 120),
          bio: hostile(label),
        },
      }),
      200,
    )
    const saved = (await readDoc(undefined, 'profiles', profile.id)).body
    // Stored exactly as written: escaping is the page's job, not the database's.
    expect(saved.bio).toBe(hostile(label))
    await feedPost(ana, {
      content: hostile(`${label}-post`),
      musicTitle: hostile(`${label}-musica`),
    })
    const html = await pageHtml(`/profile/${ana.id}`)
    expectInert(html, label, 'bio')
    expectInert(html, `${label}-post`, 'post')
    expect(html).not.toContain('<img src=x onerror=alert(1)>')
  })

  it('listing name and bio on /artists/{id}', async () => {
    const label = `artista-${randomUUID()}`
    const doc = await listing(beto, 'artists', {
      name: `${label} <script>window.__xss=1</script>`,
      bio: hostile(`${label}-bio`),
    })
    const html = await pageHtml(`/artists/${doc.id}`)
    expectInert(html, label, 'listing name')
    expectInert(html, `${label}-bio`, 'listing bio')
  })

  it('blog comments on /blog/{slug}', async () => {
    const label = `blog-${randomUUID()}`
    const post = await article(cast.editor)
    await created(ana, 'blog-comments', { post: post.id, content: hostile(label) })
    const html = await pageHtml(`/blog/${post.slug}`)
    expectInert(html, label, 'blog comment')
  })

  it('comments, messages, applications, reports and the contact form come back as JSON data', async () => {
    const label = `datos-${randomUUID()}`
    const text = hostile(label)
    const post = await feedPost(beto)
    const talk = await conversation(ana, beto)
    const rows: [Session, string, () => Promise<Doc>, string][] = [
      [ana, 'post-comments', () => commentOn(ana, post.id, text), 'content'],
      [ana, 'messages', () => message(ana, beto, talk.id, text), 'content'],
      [
        ana,
        'applications',
        () =>
          created(
            ana,
            'applications',
            applicationBody({ artistName: text.slice(0, 100), bio: text }),
          ),
        'bio',
      ],
      [
        ana,
        'reports',
        () => created(ana, 'reports', { targetType: 'post', post: post.id, reason: text }),
        'reason',
      ],
    ]
    for (const [who, slug, make, field] of rows) {
      const doc = await make()
      const reply = await fetch(`${BASE_URL}/api/${slug}/${doc.id}?depth=0`, {
        headers: { Authorization: `JWT ${who.token}` },
      })
      expect(reply.headers.get('content-type'), slug).toMatch(/^application\/json/)
      expect(directives(reply.headers.get('content-security-policy')).get('script-src')).toEqual([
        "'none'",
      ])
      expect((await reply.json())[field], slug).toBe(text)
    }
    // The post's comments as the feed reads them.
    const comments = await api('GET', `/api/post-comments?where[post][equals]=${post.id}`)
    expect(comments.body.docs[0].content).toBe(text)

    // The contact form: stored as written, e-mailed to the team as plain text.
    const contact = await api('POST', '/api/contact-messages?depth=0', {
      body: {
        name: `${label} <b>x</b>`,
        email: uniqueEmail('contacto'),
        subject: '<script>window.__xss=1</script>',
        message: text,
      },
      headers: { 'x-forwarded-for': randomIp() },
    })
    expectStatus(contact, 201)
    const stored = await readDoc(cast.editor, 'contact-messages', contact.body.doc.id)
    expect(stored.body.message).toBe(text)
    const mail = await smtp.waitFor(process.env.CONTACT_EMAIL || 'equipo@tarima.app', label)
    expect(mail.raw).not.toMatch(/content-type:\s*text\/html/i)
  })

  it('the admin lists show the contact form and applications escaped', async () => {
    const label = `admin-${randomUUID()}`
    await api('POST', '/api/contact-messages', {
      body: { name: label, email: uniqueEmail('contacto'), subject: hostile(label), message: 'x' },
      headers: { 'x-forwarded-for': randomIp() },
    })
    const { cookie } = await sessionCookie(cast.editor)
    const response = await fetch(
      `${BASE_URL}/admin/collections/contact-messages?limit=10&sort=-createdAt`,
      { headers: { Cookie: cookie } },
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    for (const raw of ['<script>window.__xss', '<img src=x onerror', '<svg onload'])
      expect(html.includes(raw), raw).toBe(false)
  })

  it('a newsletter name is escaped in the confirmation e-mail', async () => {
    const email = uniqueEmail('lector')
    const reply = await api('POST', '/api/newsletter-subscribers/subscribe', {
      body: { name: '<img src=x onerror=alert(1)>Lola', email },
      headers: { 'x-forwarded-for': randomIp() },
    })
    expectStatus(reply, 200)
    const mail = await smtp.waitFor(email)
    // The plain-text part may say it as written; the HTML part must escape it.
    const html = decodedText(mail).split(/content-type:\s*text\/html/i)[1] ?? ''
    expect(html).toMatch(/(&lt;|&#60;)img src=x onerror=alert\(1\)(&gt;|&#62;)Lola/)
    expect(html).not.toContain('<img src=x onerror=alert(1)>')
  })
})

// ── Uploads ────────────────────────────────────────────────────────────────────────────────

describe('uploads', () => {
  let member: Session
  beforeAll(async () => {
    member = await signUp()
  })

  const png = tinyPng()
  const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
  const disguised: [string, Buffer, string, string][] = [
    [
      'HTML named .png',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'foto.png',
      'image/png',
    ],
    [
      'SVG named .png',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      ),
      'logo.png',
      'image/png',
    ],
    [
      'an SVG as it is',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.svg',
      'image/svg+xml',
    ],
    [
      'a GIF with a page after it (polyglot)',
      Buffer.concat([gif, Buffer.from('<html><script>alert(1)</script>')]),
      'poliglota.gif',
      'image/gif',
    ],
    [
      'a PNG with a script after it (polyglot)',
      Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]),
      'poliglota.png',
      'image/png',
    ],
    [
      'a script before a PNG',
      Buffer.concat([Buffer.from('<script>alert(1)</script>'), png]),
      'antes.png',
      'image/png',
    ],
    [
      'a PDF named .jpg',
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      'doc.jpg',
      'image/jpeg',
    ],
  ]

  it.each(disguised)('refuses %s with 400', async (_, bytes, name, type) => {
    const unique = `${randomUUID()}-${name}`
    const reply = await api('POST', '/api/media', {
      token: member.token,
      form: imageForm(bytes, unique, type),
    })
    expectStatus(reply, 400)
    const list = await api(
      'GET',
      `/api/media?where[uploadedBy][equals]=${member.id}&where[filename][contains]=${unique.split('.')[0]}`,
    )
    expect(list.body.totalDocs).toBe(0)
  })

  it('refuses more than 5 MB with 413, even when the bytes are not an image', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1024, 0x41)
    const reply = await postOnce(
      '/api/media',
      imageForm(big, 'grande.png', 'image/png'),
      member.token,
    )
    expect(reply.status).toBe(413)
  })

  it('a clean image still goes through', async () => {
    const reply = await api('POST', '/api/media?depth=0', {
      token: member.token,
      form: imageForm(png, `limpia-${randomUUID()}.png`, 'image/png'),
    })
    expectStatus(reply, 201)
  })
})

// ── Private collections ────────────────────────────────────────────────────────────────────

type PrivateRow = {
  slug: string
  /** GraphQL names: the list, the single document and the count. */
  many: string
  one: string
  /** The row and a text only it holds. */
  make: () => Promise<{ id: number; secret: string }>
  /** Members besides the owner who must not see it. */
  outsiders: () => Session[]
}

describe('private collections refuse other members on every path', () => {
  let ana: Session
  let beto: Session
  let carla: Session
  const rows: PrivateRow[] = []

  beforeAll(async () => {
    ;[ana, beto, carla] = await Promise.all([signUp(), signUp(), signUp()])
  })

  const founderFind = async (slug: string, where: string) => {
    const reply = await api('GET', `/api/${slug}?depth=0&${where}`, as(cast.founder))
    expectStatus(reply, 200, slug)
    return reply.body.docs[0] as Doc
  }

  rows.push(
    {
      slug: 'notifications',
      many: 'Notifications',
      one: 'Notification',
      make: async () => {
        await followMember(ana, beto.id)
        const reply = await api(
          'GET',
          `/api/notifications?depth=0&where[sender][equals]=${ana.id}`,
          as(beto),
        )
        expect(reply.body.docs.length).toBeGreaterThan(0)
        return { id: reply.body.docs[0].id, secret: `notificacion-${reply.body.docs[0].id}` }
      },
      outsiders: () => [carla, cast.editor, cast.founder],
    },
    {
      slug: 'blocks',
      many: 'Blocks',
      one: 'Block',
      make: async () => ({
        id: (await created(ana, 'blocks', { blocked: carla.id })).id,
        secret: `bloqueo-${randomUUID()}`,
      }),
      outsiders: () => [beto, cast.editor],
    },
    {
      slug: 'reports',
      many: 'Reports',
      one: 'Report',
      make: async () => {
        const secret = `denuncia-${randomUUID()}`
        const post = await feedPost(beto)
        const doc = await created(ana, 'reports', {
          targetType: 'post',
          post: post.id,
          reason: secret,
        })
        return { id: doc.id, secret }
      },
      outsiders: () => [beto, carla],
    },
    {
      slug: 'favorites',
      many: 'Favorites',
      one: 'Favorite',
      make: async () => {
        const artist = await listing(beto)
        return {
          id: (await created(ana, 'favorites', { artist: artist.id })).id,
          secret: `favorito-${randomUUID()}`,
        }
      },
      outsiders: () => [beto, carla, cast.editor, cast.founder],
    },
    {
      slug: 'applications',
      many: 'Applications',
      one: 'Application',
      make: async () => {
        const secret = `solicitud-${randomUUID()}`
        const doc = await created(ana, 'applications', applicationBody({ bio: secret }))
        return { id: doc.id, secret }
      },
      outsiders: () => [beto, carla],
    },
    {
      slug: 'newsletter-subscribers',
      many: 'NewsletterSubscribers',
      one: 'NewsletterSubscriber',
      make: async () => {
        const email = uniqueEmail('secreto')
        const reply = await api('POST', '/api/newsletter-subscribers/subscribe', {
          body: { name: 'Suscriptora', email },
          headers: { 'x-forwarded-for': randomIp() },
        })
        expectStatus(reply, 200)
        return {
          id: (await founderFind('newsletter-subscribers', `where[email][equals]=${email}`)).id,
          secret: email,
        }
      },
      outsiders: () => [ana, cast.editor],
    },
    {
      slug: 'contact-messages',
      many: 'ContactMessages',
      one: 'ContactMessage',
      make: async () => {
        const secret = `contacto-${randomUUID()}`
        const doc = await created(
          ana,
          'contact-messages',
          { name: 'Ana', email: uniqueEmail('contacto'), subject: 'Hola', message: secret },
          { 'x-forwarded-for': randomIp() },
        )
        return { id: doc.id, secret }
      },
      outsiders: () => [ana, beto],
    },
    {
      slug: 'analytics-events',
      many: 'AnalyticsEvents',
      one: 'AnalyticsEvent',
      make: async () => {
        const secret = `/secreto/${randomUUID()}`
        const reply = await api('POST', '/api/analytics-events/track', {
          ...as(ana),
          body: { events: [{ type: 'page_view', path: secret }] },
        })
        expect(reply.status).toBeLessThan(300)
        const doc = await founderFind(
          'analytics-events',
          `where[pageUrl][equals]=${encodeURIComponent(secret)}`,
        )
        return { id: doc.id, secret }
      },
      outsiders: () => [ana, beto, cast.editor],
    },
  )

  it.each(rows.map((row) => [row.slug, row] as const))('%s', async (_, row) => {
    const { id, secret } = await row.make()
    const where = `where[id][equals]=${id}`
    for (const who of [undefined, ...row.outsiders()]) {
      const label = `${row.slug} as ${who ? who.email : 'visitor'}`
      const paths = [
        `/api/${row.slug}/${id}?depth=2`,
        `/api/${row.slug}?depth=2&limit=100`,
        `/api/${row.slug}?depth=0&${where}`,
        `/api/${row.slug}?depth=1&where[or][0][id][equals]=${id}&where[or][1][id][exists]=true`,
      ]
      for (const path of paths) {
        const reply = await api('GET', path, as(who))
        expect([200, 403, 404], `${label} ${path}`).toContain(reply.status)
        if (reply.status === 200) {
          const ids = (reply.body.docs ?? [reply.body]).map((doc: Doc) => doc.id)
          expect(ids, `${label} ${path}`).not.toContain(id)
        }
        expect(JSON.stringify(reply.body), `${label} ${path}`).not.toContain(secret)
      }
      const count = await api('GET', `/api/${row.slug}/count?${where}`, as(who))
      if (count.status === 200) expect(count.body.totalDocs, `${label} count`).toBe(0)
      else expectStatus(count, 403, `${label} count`)

      const reply = await graphql(
        who,
        `{
          list: ${row.many}(where: { id: { equals: ${id} } }, limit: 10) { docs { id } totalDocs }
          all: ${row.many}(limit: 100) { docs { id } }
          count: count${row.many}(where: { id: { equals: ${id} } }) { totalDocs }
        }`,
      )
      expect(JSON.stringify(reply.body), `${label} graphql`).not.toContain(secret)
      const data = reply.body?.data ?? {}
      expect(data.list?.docs ?? [], `${label} graphql list`).toEqual([])
      expect((data.all?.docs ?? []).map((doc: Doc) => Number(doc.id))).not.toContain(id)
      expect(data.count?.totalDocs ?? 0, `${label} graphql count`).toBe(0)
      const one = await graphql(who, `{ ${row.one}(id: ${id}) { id } }`)
      expect(one.body?.data?.[row.one] ?? null, `${label} graphql by id`).toBeNull()
    }
  })

  it('users: another member’s e-mail never comes back over GraphQL', async () => {
    const post = await feedPost(ana)
    for (const who of [undefined, beto, cast.editor]) {
      const reply = await graphql(
        who,
        `{
          Users(limit: 100) { docs { id email } }
          countUsers(where: { email: { equals: "${ana.email}" } }) { totalDocs }
          Posts(where: { id: { equals: ${post.id} } }) { docs { id user { id email } } }
        }`,
      )
      expect(JSON.stringify(reply.body), who?.email ?? 'visitor').not.toContain(ana.email)
      const one = await graphql(who, `{ User(id: ${ana.id}) { id email } }`)
      expect(JSON.stringify(one.body)).not.toContain(ana.email)
    }
    // Uploads populate their uploader at depth: without an e-mail for anyone but them.
    const photo = (
      await api('POST', '/api/media?depth=0', {
        token: ana.token,
        form: imageForm(tinyPng(), `correo-${randomUUID()}.png`, 'image/png'),
      })
    ).body.doc
    for (const who of [undefined, beto, cast.editor]) {
      const reply = await api('GET', `/api/media/${photo.id}?depth=2`, as(who))
      expectStatus(reply, 200)
      expect(JSON.stringify(reply.body)).not.toContain(ana.email)
    }
  })

  it('GraphQL is off: even a costly aliased query answers 404 at once', async () => {
    const costly = `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: Posts(limit: 100) { docs { id content } }`).join(' ')} }`
    for (const who of [undefined, beto]) {
      const started = Date.now()
      const reply = await graphql(who, costly)
      expectStatus(reply, 404, 'graphql')
      expect(Date.now() - started).toBeLessThan(2_000)
      // Payload's route only ever answered POST; a GET is refused as a method.
      const get = await api('GET', '/api/graphql?query={Posts{docs{id}}}', as(who))
      expect([404, 405]).toContain(get.status)
    }
  })

  it('Payload’s jobs and key-value store are closed to members', async () => {
    for (const who of [undefined, beto]) {
      for (const slug of ['payload-jobs', 'payload-kv']) {
        const reply = await api('GET', `/api/${slug}?limit=5`, as(who))
        expect([403, 404], `${slug}`).toContain(reply.status)
      }
      const reply = await graphql(
        who,
        `
          {
            PayloadJobs {
              docs {
                id
              }
            }
            PayloadKvs {
              docs {
                id
              }
            }
          }
        `,
      )
      expect(reply.body?.data?.PayloadJobs ?? null).toBeNull()
      expect(reply.body?.data?.PayloadKvs ?? null).toBeNull()
    }
  })
})
