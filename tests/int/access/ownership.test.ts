// Rows are created only for oneself: whatever the body says, the owner field is the caller, staff
// included (collections/fields/owner.ts), and nobody moves a row to someone else afterwards.

import { beforeAll, describe, expect, it } from 'vitest'

import { api, imageForm, signUp, tinyPng, type Session } from '../../helpers/api'
import {
  applicationBody,
  article,
  castOf,
  commentBody,
  conversation,
  created,
  expectStatus,
  feedPost,
  listing,
  listingBody,
  postBody,
  readDoc,
  reportBody,
  uniqueSlug,
  type Cast,
  type Doc,
} from '../../helpers/access'

type Fixtures = { article: Doc; post: Doc; artist: Doc }
type Owned = {
  slug: string
  /** The owner field. */
  field: string
  /** The body (or form) of a new row by `caller`, naming nobody as owner. */
  make: (caller: Session) => Promise<{
    body?: Record<string, unknown>
    form?: (extra: Record<string, unknown>) => FormData
    /** The member write's one door (src/server/fast-routes.ts), where REST create is closed. */
    path?: string
  }>
  /** The owner may update the row (so moving it is a question). */
  updatable?: boolean
  /** Founders may move it to another member (listings). */
  founderAssigns?: boolean
}

let cast: Cast
let fx: Fixtures
/** One member creates a row in every collection (one each, so unique owners never collide). */
let caller: Session

beforeAll(async () => {
  cast = await castOf()
  const [post, artist, member] = await Promise.all([
    feedPost(cast.star),
    listing(cast.star),
    signUp(),
  ])
  caller = member
  fx = { article: await article(cast.editor), post, artist }
})

const OWNED: Owned[] = [
  {
    slug: 'posts',
    field: 'user',
    make: async () => ({ body: postBody(), path: '/api/posts/feed' }),
    updatable: true,
  },
  {
    slug: 'post-comments',
    field: 'user',
    make: async () => ({ body: { content: 'Hola' }, path: `/api/posts/${fx.post.id}/comments` }),
    updatable: true,
  },
  // A fresh article per row: simultaneous writes under one article deadlock (fields.test.ts).
  {
    slug: 'blog-comments',
    field: 'user',
    make: async () => ({ body: commentBody((await article(cast.editor)).id) }),
    updatable: true,
  },
  {
    slug: 'post-likes',
    field: 'user',
    make: async () => ({ body: {}, path: `/api/posts/${(await feedPost(cast.peer)).id}/likes` }),
  },
  {
    slug: 'blog-likes',
    field: 'user',
    make: async () => ({ body: { post: (await article(cast.editor)).id } }),
  },
  {
    slug: 'follows',
    field: 'follower',
    make: async () => ({ body: {}, path: `/api/users/${cast.star.id}/followers` }),
  },
  { slug: 'favorites', field: 'user', make: async () => ({ body: { artist: fx.artist.id } }) },
  { slug: 'blocks', field: 'blocker', make: async () => ({ body: { blocked: cast.star.id } }) },
  {
    slug: 'artists',
    field: 'user',
    make: async () => ({ body: listingBody() }),
    updatable: true,
    founderAssigns: true,
  },
  {
    slug: 'producers',
    field: 'user',
    make: async () => ({ body: listingBody() }),
    updatable: true,
    founderAssigns: true,
  },
  {
    slug: 'applications',
    field: 'user',
    make: async () => ({ body: applicationBody() }),
    updatable: true,
  },
  { slug: 'reports', field: 'reporter', make: async () => ({ body: reportBody(fx.post.id) }) },
  {
    slug: 'messages',
    field: 'sender',
    make: async (caller) => ({
      body: { content: 'Hola' },
      path: `/api/conversations/${(await conversation(caller, cast.peer)).id}/messages`,
    }),
  },
  {
    slug: 'media',
    field: 'uploadedBy',
    make: async () => ({
      form: (extra) => {
        const form = imageForm(tinyPng(), `${uniqueSlug('foto')}.png`, 'image/png')
        form.set('_payload', JSON.stringify({ alt: 'Foto', ...extra }))
        return form
      },
    }),
    updatable: true,
  },
]

/** POSTs a row by `caller` with extra fields in the body (or the form's _payload). */
async function createWith(caller: Session, spec: Owned, extra: Record<string, unknown>) {
  const made = await spec.make(caller)
  return api('POST', made.path ?? `/api/${spec.slug}?depth=0`, {
    token: caller.token,
    ...(made.form ? { form: made.form(extra) } : { body: { ...made.body, ...extra } }),
  })
}

describe.concurrent('the owner of a new row is always the member who creates it', () => {
  it.each(OWNED)('$slug: $field naming another member is replaced by the caller', async (spec) => {
    const reply = await createWith(caller, spec, { [spec.field]: cast.other.id })
    expectStatus(reply, 201, `create ${spec.slug}`)
    const { id } = (reply.body.doc ?? reply.body.message) as Doc
    const row = (await readDoc(caller, spec.slug, id)).body as Doc
    expect(row[spec.field]).toBe(caller.id)
    if (!spec.updatable) return

    // Nobody moves a row to someone else: each update goes through without the owner field.
    const move = (session: Session) =>
      api('PATCH', `/api/${spec.slug}/${row.id}?depth=0`, {
        token: session.token,
        body: { [spec.field]: cast.other.id },
      })
    const ownerNow = async () => (await readDoc(cast.founder, spec.slug, row.id)).body[spec.field]
    expectStatus(await move(caller), 200, 'owner moves')
    expect(await ownerNow()).toBe(caller.id)
    // Editors may update these rows (moderation) but not their owner; applications are not theirs to touch.
    expectStatus(await move(cast.editor), spec.slug === 'applications' ? 403 : 200, 'editor moves')
    expect(await ownerNow()).toBe(caller.id)
    expectStatus(await move(cast.founder), 200, 'founder moves')
    // Founders assign listings to their owners (collections/fields/listing.ts); nothing else moves.
    expect(await ownerNow()).toBe(spec.founderAssigns ? cast.other.id : caller.id)
  })
})

describe.concurrent('nobody creates on someone else’s behalf', () => {
  it('an editor crediting a post to a member gets a post of their own', async () => {
    const member = await signUp()
    const post = await feedPost(cast.editor, { user: member.id })
    expect(post.user).toBe(cast.editor.id)
    const edit = await api('PATCH', `/api/posts/${post.id}`, {
      token: member.token,
      body: { content: 'Mío' },
    })
    expect([403, 404]).toContain(edit.status)
  })

  it('a member cannot create a listing for someone who has none', async () => {
    const [caller, bystander] = await Promise.all([signUp(), signUp()])
    const row = await created(caller, 'artists', listingBody({ user: bystander.id }))
    expect(row.user).toBe(caller.id)
    const theirs = await api('GET', `/api/artists?depth=0&where[user][equals]=${bystander.id}`)
    expect(theirs.body.totalDocs).toBe(0)
  })
})
