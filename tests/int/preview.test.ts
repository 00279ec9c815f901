import { beforeAll, describe, expect, it } from 'vitest'

import { paragraph, richText } from '../../scripts/seed/lexical'
import { BASE_URL, api, signUp, userWithRole, type Session } from '../helpers/api'

// Draft preview (/preview, Next's draft mode): only editors and founders enter it, and only they
// see drafts in it; everybody else, draft-mode cookie or not, sees the public article.

let editor: Session
let member: Session
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`

const lexical = (value: string) => richText(paragraph(value))

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${path}`, {
    // As a browser navigating the site: Payload takes the session cookie only from its own origin.
    headers: { 'Sec-Fetch-Site': 'same-origin', ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(120_000),
  })
  return {
    status: response.status,
    location: response.headers.get('location'),
    frameOptions: response.headers.get('x-frame-options'),
    cookies: response.headers.getSetCookie(),
    html: await response.text(),
  }
}

const DRAFT_COOKIE = '__prerender_bypass'

/** Enters preview of an article as `session`; returns the draft-mode cookie and the target. */
async function enterPreview(id: number, session: Session | null) {
  const reply = await get(
    `/preview?id=${id}`,
    session ? { Authorization: `JWT ${session.token}` } : {},
  )
  const cookie = reply.cookies.find((c) => c.startsWith(`${DRAFT_COOKIE}=`))?.split(';')[0]
  return { ...reply, cookie }
}

async function createArticle(fields: Record<string, unknown>) {
  const slug = `vista-${unique()}`
  const draft = fields._status !== 'published'
  const { status, body } = await api('POST', `/api/blog-posts${draft ? '?draft=true' : ''}`, {
    token: editor.token,
    body: { title: `Vista previa ${slug}`, slug, ...fields },
  })
  if (status !== 201) throw new Error(`create article: ${status} ${JSON.stringify(body)}`)
  return { id: body.doc.id as number, slug }
}

beforeAll(async () => {
  editor = await userWithRole('editor')
  member = await signUp()
})

describe('draft preview', () => {
  it('refuses visitors and members, without the draft-mode cookie', async () => {
    const article = await createArticle({
      content: lexical('Solo para el equipo'),
      _status: 'draft',
    })
    const visitor = await enterPreview(article.id, null)
    expect(visitor.status).toBe(307)
    expect(visitor.location).toMatch(/\/auth$/)
    expect(visitor.cookie).toBeUndefined()

    const asMember = await enterPreview(article.id, member)
    expect(asMember.status).toBe(403)
    expect(asMember.cookie).toBeUndefined()
    expect(asMember.html).not.toContain('Solo para el equipo')
  })

  it("shows an editor the latest draft, with the banner; the public page keeps what's published", async () => {
    const article = await createArticle({
      content: lexical('Texto publicado'),
      _status: 'published',
    })
    const saved = await api('PATCH', `/api/blog-posts/${article.id}?draft=true`, {
      token: editor.token,
      body: { content: lexical('Texto del borrador'), _status: 'draft' },
    })
    expect(saved.status).toBe(200)

    const entered = await enterPreview(article.id, editor)
    expect(entered.status).toBe(307)
    expect(entered.location).toMatch(new RegExp(`/blog/${article.slug}$`))
    expect(entered.cookie).toBeDefined()

    const session = `payload-token=${editor.token}`
    const preview = await get(`/blog/${article.slug}`, { Cookie: `${entered.cookie}; ${session}` })
    expect(preview.status).toBe(200)
    expect(preview.html).toContain('Texto del borrador')
    expect(preview.html).toContain('Vista previa')
    expect(preview.html).toContain('/preview/exit?path=')
    // The admin's live preview pane (same origin) may frame it; nobody frames the public page.
    expect(preview.frameOptions).toBe('SAMEORIGIN')
    expect((await get(`/blog/${article.slug}`)).frameOptions).toBe('DENY')

    // Without draft mode (the editor too), and with the cookie but no staff session: published.
    for (const cookie of [
      session,
      entered.cookie!,
      `${entered.cookie}; payload-token=${member.token}`,
    ]) {
      const page = await get(`/blog/${article.slug}`, { Cookie: cookie })
      expect(page.status, cookie).toBe(200)
      expect(page.html).toContain('Texto publicado')
      expect(page.html).not.toContain('Texto del borrador')
      expect(page.html).not.toContain('data-preview-banner')
    }

    // Leaving preview clears the cookie and returns to the article.
    const exit = await get(`/preview/exit?path=${encodeURIComponent(`/blog/${article.slug}`)}`, {
      Cookie: entered.cookie!,
    })
    expect(exit.status).toBe(307)
    expect(exit.location).toMatch(new RegExp(`/blog/${article.slug}$`))
    expect(exit.cookies.join()).toMatch(new RegExp(`${DRAFT_COOKIE}=;`))
    // Never a way out to another site.
    const away = await get('/preview/exit?path=https://example.com/')
    expect(away.location).toMatch(/\/blog$/)
  })

  it('opens unpublished and embargoed articles for editors only', async () => {
    const never = await createArticle({ content: lexical('Nunca publicado'), _status: 'draft' })
    const embargoed = await createArticle({
      content: lexical('Bajo embargo'),
      exclusive: true,
      _status: 'published',
      publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    })
    expect((await get(`/blog/${never.slug}`)).status).toBe(404)
    expect((await get(`/news/${embargoed.slug}`)).status).toBe(404)

    for (const [article, path, words] of [
      [never, `/blog/${never.slug}`, 'Nunca publicado'],
      [embargoed, `/news/${embargoed.slug}`, 'Bajo embargo'],
    ] as const) {
      const entered = await enterPreview(article.id, editor)
      expect(entered.location).toMatch(new RegExp(`${path}$`))
      const preview = await get(path, {
        Cookie: `${entered.cookie}; payload-token=${editor.token}`,
      })
      expect(preview.status).toBe(200)
      expect(preview.html).toContain(words)
      // The draft-mode cookie alone shows nothing.
      expect((await get(path, { Cookie: entered.cookie! })).status).toBe(404)
    }
  })
})
