// What visitors and members see: published articles only (never drafts), content not hidden by
// moderation. Editors manage articles and hide posts and comments.

import { beforeAll, describe, expect, it } from 'vitest'

import { api, signUp, type Session } from '../../helpers/api'
import {
  article,
  articleBody,
  as,
  castOf,
  commentBody,
  commentOn,
  created,
  expectStatus,
  feedPost,
  readDoc,
  uniqueSlug,
  type Cast,
  type Doc,
} from '../../helpers/access'

let cast: Cast
let ana: Session

beforeAll(async () => {
  cast = await castOf()
  ana = await signUp()
})

const listIds = async (session: Session | undefined, path: string) => {
  const reply = await api('GET', path, as(session))
  expectStatus(reply, 200, path)
  return reply.body.docs.map((doc: Doc) => doc.id)
}

describe('blog drafts', () => {
  it('a draft is invisible to visitors and members, by every path', async () => {
    const draft = await article(cast.editor, { _status: 'draft', title: 'Borrador secreto' })
    for (const session of [undefined, ana]) {
      expect(
        await listIds(session, `/api/blog-posts?depth=0&where[id][equals]=${draft.id}`),
      ).toEqual([])
      expect(
        await listIds(session, `/api/blog-posts?depth=0&draft=true&where[id][equals]=${draft.id}`),
      ).toEqual([])
      expect(
        await listIds(session, `/api/blog-posts?depth=0&where[slug][equals]=${draft.slug}`),
      ).toEqual([])
      expectStatus(await readDoc(session, 'blog-posts', draft.id), 404)
      expectStatus(await api('GET', `/api/blog-posts/${draft.id}?draft=true`, as(session)), 404)
      expect(
        (await api('GET', `/api/blog-posts/count?where[id][equals]=${draft.id}`, as(session))).body
          .totalDocs,
      ).toBe(0)
    }
    for (const session of [cast.editor, cast.founder]) {
      const reply = await api('GET', `/api/blog-posts/${draft.id}?draft=true&depth=0`, as(session))
      expectStatus(reply, 200)
      expect(reply.body._status).toBe('draft')
    }
  })

  it('the unpublished draft of a published article stays with the staff', async () => {
    const published = await article(cast.editor, { title: 'Versión publicada' })
    const save = await api('PATCH', `/api/blog-posts/${published.id}?draft=true`, {
      token: cast.editor.token,
      body: { title: 'Cambios sin publicar', _status: 'draft' },
    })
    expectStatus(save, 200)
    for (const session of [undefined, ana]) {
      expect(
        (await api('GET', `/api/blog-posts/${published.id}?depth=0`, as(session))).body.title,
      ).toBe('Versión publicada')
      expect(
        (await api('GET', `/api/blog-posts/${published.id}?depth=0&draft=true`, as(session))).body
          .title,
      ).toBe('Versión publicada')
      expectStatus(
        await api(
          'GET',
          `/api/blog-posts/versions?where[parent][equals]=${published.id}`,
          as(session),
        ),
        403,
      )
    }
    const versions = await api(
      'GET',
      `/api/blog-posts/versions?depth=0&where[parent][equals]=${published.id}`,
      as(cast.editor),
    )
    expectStatus(versions, 200)
    expect(versions.body.totalDocs).toBeGreaterThan(0)
  })

  it('editors create, edit, publish and delete articles; members cannot', async () => {
    expectStatus(
      await api('POST', '/api/blog-posts', {
        token: ana.token,
        body: articleBody({ _status: 'draft' }),
      }),
      403,
    )
    const draft = await article(cast.editor, { _status: 'draft' })
    expectStatus(
      await api('PATCH', `/api/blog-posts/${draft.id}`, {
        token: ana.token,
        body: { _status: 'published' },
      }),
      403,
    )
    const publish = await api('PATCH', `/api/blog-posts/${draft.id}?depth=0`, {
      token: cast.editor.token,
      body: { _status: 'published' },
    })
    expectStatus(publish, 200)
    expect(publish.body.doc._status).toBe('published')
    expectStatus(await readDoc(undefined, 'blog-posts', draft.id), 200)
    expectStatus(await api('DELETE', `/api/blog-posts/${draft.id}`, as(ana)), 403)
    expectStatus(await api('DELETE', `/api/blog-posts/${draft.id}`, as(cast.editor)), 200)
  })

  it('a draft linked from public content is not populated for visitors', async () => {
    const draft = await article(cast.editor, {
      _status: 'draft',
      title: 'Exclusiva en preparación',
    })
    // Redirects are public and point at articles (collections: plugin-redirects).
    const redirect = await created(cast.editor, 'redirects', {
      from: `/blog/${uniqueSlug('antes')}`,
      to: { type: 'reference', reference: { relationTo: 'blog-posts', value: draft.id } },
    })
    try {
      for (const session of [undefined, ana]) {
        const reply = await api('GET', `/api/redirects/${redirect.id}?depth=2`, as(session))
        expectStatus(reply, 200)
        expect(JSON.stringify(reply.body)).not.toContain('Exclusiva en preparación')
      }
      const staff = await api('GET', `/api/redirects/${redirect.id}?depth=1`, as(cast.editor))
      expect(staff.body.to.reference.value.title).toBe('Exclusiva en preparación')
    } finally {
      await api('DELETE', `/api/redirects/${redirect.id}`, as(cast.editor))
    }
  })

  it('members cannot comment on or like an article they cannot read', async () => {
    const draft = await article(cast.editor, { _status: 'draft' })
    const comment = await api('POST', '/api/blog-comments?depth=0', {
      token: ana.token,
      body: commentBody(draft.id),
    })
    expect([400, 403], JSON.stringify(comment.body)).toContain(comment.status)
    const like = await api('POST', '/api/blog-likes?depth=0', {
      token: ana.token,
      body: { post: draft.id },
    })
    expect([400, 403], JSON.stringify(like.body)).toContain(like.status)
    expect(
      await listIds(undefined, `/api/blog-comments?depth=0&where[post][equals]=${draft.id}`),
    ).toEqual([])
    expect(
      await listIds(undefined, `/api/blog-likes?depth=0&where[post][equals]=${draft.id}`),
    ).toEqual([])
  })
})

describe('moderation: editors hide posts and comments', () => {
  it('a hidden post disappears for visitors and members; staff still see it', async () => {
    const post = await feedPost(ana)
    const hide = await api('PATCH', `/api/posts/${post.id}?depth=0`, {
      token: cast.editor.token,
      body: { hidden: true },
    })
    expectStatus(hide, 200)
    expect(hide.body.doc.hidden).toBe(true)
    for (const session of [undefined, cast.other]) {
      expectStatus(await readDoc(session, 'posts', post.id), 404)
      expect(await listIds(session, `/api/posts?depth=0&where[id][equals]=${post.id}`)).toEqual([])
      expect(await listIds(session, `/api/posts?depth=0&where[hidden][equals]=true`)).toEqual([])
    }
    for (const session of [cast.editor, cast.founder])
      expectStatus(await readDoc(session, 'posts', post.id), 200)
    // Its author cannot unhide it.
    await api('PATCH', `/api/posts/${post.id}`, { token: ana.token, body: { hidden: false } })
    expect((await readDoc(cast.editor, 'posts', post.id)).body.hidden).toBe(true)
  })

  it.each(['post-comments', 'blog-comments'])(
    'a hidden %s disappears and stops counting',
    async (slug) => {
      const parentSlug = slug === 'post-comments' ? 'posts' : 'blog-posts'
      const parent =
        slug === 'post-comments' ? await feedPost(cast.star) : await article(cast.editor)
      const comment =
        slug === 'post-comments'
          ? await commentOn(ana, parent.id)
          : await created(ana, slug, commentBody(parent.id))
      expect((await readDoc(undefined, parentSlug, parent.id)).body.commentsCount).toBe(1)
      // Members cannot hide, not even their own comment or someone else's.
      await api('PATCH', `/api/${slug}/${comment.id}`, { token: ana.token, body: { hidden: true } })
      expectStatus(
        await api('PATCH', `/api/${slug}/${comment.id}`, {
          token: cast.other.token,
          body: { hidden: true },
        }),
        403,
      )
      expect((await readDoc(undefined, slug, comment.id)).body.hidden).toBe(false)

      expectStatus(
        await api('PATCH', `/api/${slug}/${comment.id}`, {
          token: cast.editor.token,
          body: { hidden: true },
        }),
        200,
      )
      expectStatus(await readDoc(undefined, slug, comment.id), 404)
      expectStatus(await readDoc(cast.other, slug, comment.id), 404)
      expect(
        await listIds(undefined, `/api/${slug}?depth=0&where[post][equals]=${parent.id}`),
      ).toEqual([])
      expectStatus(await readDoc(cast.editor, slug, comment.id), 200)
      expect((await readDoc(undefined, parentSlug, parent.id)).body.commentsCount).toBe(0)
    },
  )

  it('members cannot create hidden content or comment on and like a hidden post', async () => {
    const post = await feedPost(ana, { hidden: true })
    expect((await readDoc(ana, 'posts', post.id)).body.hidden).toBe(false)
    const comment = await api('POST', `/api/posts/${post.id}/comments`, {
      ...as(ana),
      body: { content: 'Oculto', hidden: true },
    })
    expectStatus(comment, 201)
    expect(await readDoc(ana, 'post-comments', comment.body.doc.id)).toMatchObject({
      body: { hidden: false },
    })

    const hidden = await feedPost(cast.star)
    expectStatus(
      await api('PATCH', `/api/posts/${hidden.id}`, {
        token: cast.editor.token,
        body: { hidden: true },
      }),
      200,
    )
    const onHidden = await api('POST', `/api/posts/${hidden.id}/comments`, {
      token: ana.token,
      body: { content: 'Hola' },
    })
    expectStatus(onHidden, 404)
    const like = await api('POST', `/api/posts/${hidden.id}/likes`, { token: ana.token, body: {} })
    expectStatus(like, 404)
  })
})

describe('Payload’s own collections are not open to members', () => {
  it('document locks: members cannot create or remove them', async () => {
    const target = await article(cast.editor)
    const lock = {
      document: { relationTo: 'blog-posts', value: target.id },
      globalSlug: null,
      user: { relationTo: 'users', value: ana.id },
    }
    expectStatus(await api('POST', '/api/payload-locked-documents', { body: lock }), 403)
    expectStatus(
      await api('POST', '/api/payload-locked-documents', { token: ana.token, body: lock }),
      403,
    )
    expectStatus(await api('GET', '/api/payload-locked-documents'), 403)
  })

  it('preferences are private to each user', async () => {
    expectStatus(await api('GET', '/api/payload-preferences'), 403)
    const reply = await api('GET', '/api/payload-preferences?depth=0&limit=100', as(ana))
    expectStatus(reply, 200)
    for (const doc of reply.body.docs) expect(doc.user?.value ?? doc.user).toBe(ana.id)
  })
})
