// The access matrix: every collection × every operation × every actor, through the REST API.
// Each collection states, per actor, the status REST must answer. Payload's answers:
//   read by id  200 allowed · 404 filtered out by a row rule (the row "does not exist" for you) · 403 refused
//   list        follows read: 403 when refused, otherwise 200 with the row only when read is 200
//   update/delete 200 allowed · 403 refused (also when a row rule filters the row out)
// Every refused update or delete is checked afterwards: the row is unchanged and still there.

import { beforeAll, describe, expect, it, vi } from 'vitest'

import { api, imageForm, signUp, tinyPng, uniqueEmail, type Session } from '../../helpers/api'
import {
  ACTORS,
  CREATORS,
  GHOST_ID,
  applicationBody,
  article,
  articleBody,
  as,
  castOf,
  commentBody,
  commentOn,
  contactBody,
  conversation,
  created,
  every,
  expectStatus,
  feedPost,
  follow,
  likePost,
  listing,
  listingBody,
  members,
  message,
  postBody,
  profileOf,
  randomIp,
  readDoc,
  reportBody,
  sessionOf,
  uniqueSlug,
  upload,
  type Actor,
  type Cast,
  type Creator,
  type Doc,
} from '../../helpers/access'

type Fixtures = {
  article: Doc
  article2: Doc
  post: Doc
  post2: Doc
  artist: Doc
  artist2: Doc
  /** A conversation between the two bystanders. */
  conversation: Doc
}

type Request = { body?: unknown; form?: FormData; headers?: Record<string, string> }
type Env = { cast: Cast; fx: Fixtures }
type CreateEnv = Env & {
  /** The creator's session (undefined for a visitor). */
  self?: Session
  /** A member with nothing of their own yet, for staff who create rows on someone's behalf. */
  subject: Session
}

/** The status each actor gets: 200 allowed, 404 not found for you, 403 refused. */
type Statuses = Record<Actor, number>

type Spec = {
  slug: string
  create: Record<Creator, number>
  build: (by: Creator, env: CreateEnv) => Request | Promise<Request>
  /** Makes a row owned by `owner`; absent when no REST path can make one (system-written rows). */
  row?: (owner: Session, env: Env) => Promise<Doc>
  /** Without a row, read/update/delete run against GHOST_ID. */
  read: Statuses
  update: Statuses
  delete: Statuses
  /** Fields an update sends; a refused update must leave them as they were. */
  edit?: (env: Env, actor: Actor) => Record<string, unknown>
  /** Who checks the row afterwards (default: the owner). */
  witness?: Actor
  /** The row is the account itself: when the actor may delete it, its owner is signed up for the test. */
  isAccount?: boolean
}

const created201: Record<Creator, number> = { anon: 403, member: 201, editor: 201, founder: 201 }
const nobodyCreates: Record<Creator, number> = { anon: 403, member: 403, editor: 403, founder: 403 }
const ownerOrStaff: Statuses = { ...every(403), owner: 200, editor: 200, founder: 200 }
const ownerOrFounder: Statuses = { ...every(403), owner: 200, founder: 200 }
const founderOnly: Statuses = { ...every(403), founder: 200 }
const staffOnly: Statuses = { ...every(403), editor: 200, founder: 200 }
const privateToOwner: Statuses = { ...every(404), anon: 403, owner: 200 }
const date = '2030-01-01T00:00:00.000Z'
const redirectBody = (articleId: number) => ({
  from: `/blog/${uniqueSlug('antigua')}`,
  to: { type: 'reference', reference: { relationTo: 'blog-posts', value: articleId } },
})
const issueBody = () => ({ subject: 'Edición de prueba', source: 'letter' })
const PASSWORD = 'clave-segura-1'
/** Staff moderate a member's post or comment by hiding it; its author edits the text. */
const editOrHide = (_: Env, actor: Actor) =>
  actor === 'editor' || actor === 'founder' ? { hidden: true } : { content: 'Editado' }

const SPECS: Spec[] = [
  {
    slug: 'users',
    // Accounts open through POST /api/users/signup (membership.test.ts); directly, founders only.
    create: { ...nobodyCreates, founder: 201 },
    build: () => ({
      body: {
        email: uniqueEmail(),
        password: 'clave-segura-1',
        firstName: 'Ana',
        lastName: 'Ruiz',
      },
    }),
    row: async (owner) => ({ id: owner.id }),
    read: { anon: 403, other: 404, owner: 200, editor: 200, founder: 200 },
    update: ownerOrFounder,
    delete: ownerOrFounder,
    edit: () => ({ firstName: 'Editado' }),
    witness: 'founder',
    isAccount: true,
  },
  {
    slug: 'profiles',
    // Created by the users hook; by hand only founders (here, for an account whose profile was removed).
    create: { anon: 403, member: 403, editor: 403, founder: 201 },
    build: async (by, { cast, subject }) => {
      if (by === 'founder') {
        const profile = await profileOf(subject)
        expectStatus(
          await api('DELETE', `/api/profiles/${profile.id}`, as(cast.founder)),
          200,
          'remove profile',
        )
      }
      return { body: { user: subject.id, displayName: 'Perfil a mano' } }
    },
    row: (owner) => profileOf(owner),
    read: every(200),
    update: ownerOrFounder,
    delete: founderOnly,
    edit: () => ({ bio: 'Editado' }),
  },
  {
    slug: 'media',
    create: created201,
    build: () => ({ form: imageForm(tinyPng(), `foto-${uniqueSlug('img')}.png`, 'image/png') }),
    row: (owner) => upload(owner),
    read: every(200),
    update: ownerOrStaff,
    delete: ownerOrStaff,
    edit: () => ({ alt: 'Editado' }),
  },
  ...(['artists', 'producers'] as const).map((slug): Spec => ({
    slug,
    create: created201,
    // Staff may create a listing for someone; a member's is always their own (one each).
    build: (by, { subject }) => ({
      body: listingBody(by === 'editor' || by === 'founder' ? { user: subject.id } : {}),
    }),
    row: (owner) => listing(owner, slug),
    read: every(200),
    update: ownerOrStaff,
    delete: ownerOrStaff,
    edit: () => ({ bio: 'Editado' }),
  })),
  {
    slug: 'blog-posts',
    create: { anon: 403, member: 403, editor: 201, founder: 201 },
    build: () => ({ body: articleBody() }),
    // Written by an editor and credited to the member: being the author gives no rights.
    row: (owner, { cast }) => article(cast.editor, { author: owner.id }),
    read: every(200),
    update: staffOnly,
    delete: staffOnly,
    edit: () => ({ title: 'Editado' }),
    witness: 'anon',
  },
  {
    slug: 'blog-comments',
    create: created201,
    // Each comment gets its own article: simultaneous writes under one article deadlock (see fields.test.ts, "counters under simultaneous writes").
    build: async (_, { cast }) => ({ body: commentBody((await article(cast.editor)).id) }),
    row: async (owner, { cast }) =>
      created(owner, 'blog-comments', commentBody((await article(cast.editor)).id)),
    read: every(200),
    update: ownerOrStaff,
    delete: ownerOrStaff,
    edit: editOrHide,
  },
  {
    slug: 'blog-likes',
    create: created201,
    build: async (_, { cast }) => ({ body: { post: (await article(cast.editor)).id } }),
    row: async (owner, { cast }) =>
      created(owner, 'blog-likes', { post: (await article(cast.editor)).id }),
    read: every(200),
    update: every(403),
    delete: ownerOrFounder,
    edit: ({ fx }) => ({ post: fx.article2.id }),
  },
  {
    slug: 'posts',
    // Members write posts, likes, comments, follows, conversations and messages through their
    // concept's one door (member-writes.test.ts, messages.test.ts); REST creates are closed.
    create: nobodyCreates,
    build: () => ({ body: postBody() }),
    row: (owner) => feedPost(owner),
    read: every(200),
    update: ownerOrStaff,
    delete: ownerOrStaff,
    edit: editOrHide,
  },
  {
    slug: 'post-comments',
    create: nobodyCreates,
    build: (_, { fx }) => ({ body: commentBody(fx.post.id) }),
    row: (owner, { fx }) => commentOn(owner, fx.post.id),
    read: every(200),
    update: ownerOrStaff,
    delete: ownerOrStaff,
    edit: editOrHide,
  },
  {
    slug: 'post-likes',
    create: nobodyCreates,
    build: (_, { fx }) => ({ body: { post: fx.post.id } }),
    row: (owner, { fx }) => likePost(owner, fx.post.id),
    read: every(200),
    update: every(403),
    delete: ownerOrFounder,
    edit: ({ fx }) => ({ post: fx.post2.id }),
  },
  {
    slug: 'follows',
    create: nobodyCreates,
    build: (_, { cast }) => ({ body: { following: cast.star.id } }),
    row: (owner, { cast }) => follow(owner, cast.star.id),
    read: every(200),
    update: every(403),
    delete: ownerOrFounder,
    edit: ({ cast }) => ({ following: cast.peer.id }),
  },
  {
    slug: 'favorites',
    create: created201,
    build: (_, { fx }) => ({ body: { artist: fx.artist.id } }),
    row: (owner, { fx }) => created(owner, 'favorites', { artist: fx.artist.id }),
    // Private to the member: not even founders read them (they may remove them).
    read: privateToOwner,
    update: every(403),
    delete: ownerOrFounder,
    edit: ({ fx }) => ({ artist: fx.artist2.id }),
  },
  {
    slug: 'conversations',
    create: nobodyCreates,
    build: (_, { self, cast }) => ({
      body: { participantOne: self?.id ?? cast.peer.id, participantTwo: cast.star.id },
    }),
    row: (owner, { cast }) => conversation(owner, cast.star),
    read: privateToOwner,
    update: every(403),
    delete: every(403),
    edit: () => ({ lastMessageAt: date }),
  },
  {
    slug: 'messages',
    create: nobodyCreates,
    build: async (_, { self, cast, fx }) => {
      const conversationId = self ? (await conversation(self, cast.peer)).id : fx.conversation.id
      return { body: { conversation: conversationId, recipient: cast.peer.id, content: 'Hola' } }
    },
    row: async (owner, { cast }) =>
      message(owner, cast.peer, (await conversation(owner, cast.peer)).id),
    read: privateToOwner,
    // Only the recipient marks a message read (messages.test.ts); the owner here is the sender.
    update: every(403),
    delete: every(403),
    edit: () => ({ readAt: date }),
  },
  {
    slug: 'notifications',
    // Written by the system only; no REST path makes one, so the checks run against GHOST_ID.
    create: nobodyCreates,
    build: (_, { self, cast }) => ({
      body: { recipient: self?.id ?? cast.peer.id, title: 'Hola', type: 'other' },
    }),
    read: { ...every(404), anon: 403 },
    update: every(403),
    delete: every(403),
  },
  {
    slug: 'applications',
    create: created201,
    // Staff file as themselves too: an application always belongs to whoever sends it.
    build: () => ({ body: applicationBody() }),
    row: (owner) => created(owner, 'applications', applicationBody()),
    read: { anon: 403, other: 404, owner: 200, editor: 200, founder: 200 },
    // Editors read applications but only founders decide on them.
    update: ownerOrFounder,
    delete: founderOnly,
    edit: () => ({ bio: 'Editado' }),
  },
  {
    slug: 'newsletter-subscribers',
    create: nobodyCreates,
    build: () => ({ body: { name: 'Ana', email: uniqueEmail('boletin') } }),
    read: { ...every(403), founder: 404 },
    update: { ...every(403), founder: 404 },
    delete: { ...every(403), founder: 404 },
  },
  {
    slug: 'newsletter-issues',
    create: { anon: 403, member: 403, editor: 201, founder: 201 },
    build: () => ({ body: issueBody() }),
    row: (_, { cast }) => created(cast.editor, 'newsletter-issues', issueBody()),
    // Drafts are the staff's; a sent issue is public (tests/int/newsletter-issues.test.ts).
    read: { ...every(404), editor: 200, founder: 200 },
    update: staffOnly,
    delete: staffOnly,
    edit: () => ({ subject: 'Editada' }),
    witness: 'editor',
  },
  {
    slug: 'analytics-events',
    create: nobodyCreates,
    build: () => ({ body: { eventType: 'page_view', pageUrl: '/' } }),
    read: { ...every(403), founder: 404 },
    update: every(403),
    delete: { ...every(403), founder: 404 },
  },
  {
    slug: 'contact-messages',
    create: { anon: 201, member: 201, editor: 201, founder: 201 },
    build: () => ({ body: contactBody(), headers: { 'x-forwarded-for': randomIp() } }),
    // Sent by a signed-in member: writing one gives no right to read it back.
    row: (owner) => created(owner, 'contact-messages', contactBody()),
    read: { ...every(403), editor: 200, founder: 200 },
    update: staffOnly,
    delete: founderOnly,
    edit: () => ({ handled: true }),
    witness: 'editor',
  },
  {
    slug: 'reports',
    create: created201,
    build: (_, { fx }) => ({ body: reportBody(fx.post.id) }),
    row: (owner, { fx }) => created(owner, 'reports', reportBody(fx.post.id)),
    read: { anon: 403, other: 404, owner: 200, editor: 200, founder: 200 },
    update: staffOnly,
    delete: founderOnly,
    edit: () => ({ reason: 'Editado' }),
  },
  {
    slug: 'blocks',
    create: created201,
    build: (_, { cast }) => ({ body: { blocked: cast.star.id } }),
    row: (owner, { cast }) => created(owner, 'blocks', { blocked: cast.star.id }),
    // Only whoever blocked reads a block, founders included.
    read: { anon: 403, other: 404, owner: 200, editor: 404, founder: 404 },
    update: every(403),
    delete: ownerOrFounder,
    edit: ({ cast }) => ({ blocked: cast.peer.id }),
  },
  {
    slug: 'redirects',
    create: { anon: 403, member: 403, editor: 201, founder: 201 },
    build: (_, { fx }) => ({ body: redirectBody(fx.article.id) }),
    // Editors keep them (and the article hooks write them); anybody may read where a path goes.
    row: (_, { cast, fx }) => created(cast.editor, 'redirects', redirectBody(fx.article.id)),
    read: every(200),
    update: staffOnly,
    delete: staffOnly,
    edit: () => ({ from: `/blog/${uniqueSlug('editado')}` }),
    witness: 'anon',
  },
]

// Each case waits mostly on the server; more at once keeps the 200-odd cases quick.
vi.setConfig({ maxConcurrency: 10 })

let env: Env
/** One owner per actor, so rows limited to one per member (listings, applications) never collide. */
let owners: Record<Actor, Session>
/** Creators and the members staff create rows for. */
let creator: Session
let subjects: Record<Creator, Session>

beforeAll(async () => {
  const cast = await castOf()
  const [people, article1, article2] = await Promise.all([
    members(ACTORS.length + 1 + CREATORS.length),
    article(cast.editor),
    article(cast.editor),
  ])
  owners = Object.fromEntries(ACTORS.map((actor, i) => [actor, people[i]])) as Record<
    Actor,
    Session
  >
  creator = people[ACTORS.length]
  subjects = Object.fromEntries(
    CREATORS.map((by, i) => [by, people[ACTORS.length + 1 + i]]),
  ) as Record<Creator, Session>
  const [post, post2, artist, artist2, talk] = await Promise.all([
    feedPost(cast.star),
    feedPost(cast.peer),
    listing(cast.star),
    listing(cast.peer),
    conversation(cast.star, cast.peer),
  ])
  env = {
    cast,
    fx: { article: article1, article2, post, post2, artist, artist2, conversation: talk },
  }
})

describe.concurrent.each(SPECS)('$slug', (spec) => {
  describe('create', () => {
    it.each(CREATORS)('as %s', async (by) => {
      const self = by === 'anon' ? undefined : by === 'member' ? creator : env.cast[by]
      const request = await spec.build(by, { ...env, self, subject: subjects[by] })
      const reply = await api('POST', `/api/${spec.slug}?depth=0`, { ...as(self), ...request })
      expectStatus(reply, spec.create[by], `${by} creates ${spec.slug}`)
      if (reply.status === 201) expect(reply.body.doc.id).toBeDefined()
    })
  })

  describe('read, update, delete', () => {
    it.each(ACTORS)('as %s', async (actor) => {
      const owner = spec.isAccount && spec.delete[actor] === 200 ? await signUp() : owners[actor]
      const row = spec.row ? await spec.row(owner, env) : undefined
      const id = row?.id ?? GHOST_ID
      const who = sessionOf(actor, env.cast, owner)
      const read = spec.read[actor]

      // The list shows exactly what read by id allows (counts: messages.test.ts, visibility.test.ts).
      const list = await api('GET', `/api/${spec.slug}?depth=0&where[id][equals]=${id}`, as(who))
      if (read === 403) expectStatus(list, 403, 'list')
      else {
        expectStatus(list, 200, 'list')
        expect(list.body.docs.map((doc: Doc) => doc.id)).toEqual(row && read === 200 ? [id] : [])
      }
      expectStatus(await readDoc(who, spec.slug, id), read, 'read by id')

      const edit = spec.edit?.(env, actor) ?? {}
      const update = await api('PATCH', `/api/${spec.slug}/${id}?depth=0`, {
        ...as(who),
        body: edit,
      })
      expectStatus(update, spec.update[actor], 'update')
      if (update.status === 200) expect(update.body.doc).toMatchObject(edit)
      const witness = sessionOf(spec.witness ?? 'owner', env.cast, owner)
      const unchanged = (doc: Record<string, unknown>) => {
        for (const [field, value] of Object.entries(edit))
          expect(doc[field], `${field} after a refused update`).not.toEqual(value)
      }
      // A refused update leaves the row as it was; checked now if the row is about to go.
      if (row && update.status !== 200 && spec.delete[actor] === 200)
        unchanged((await readDoc(witness, spec.slug, id)).body)

      // Deleting one's own account takes its password (the same for every signed-up member).
      const removal = await api('DELETE', `/api/${spec.slug}/${id}`, {
        ...as(who),
        ...(spec.isAccount && actor === 'owner' ? { body: { currentPassword: PASSWORD } } : {}),
      })
      expectStatus(removal, spec.delete[actor], 'delete')
      if (row) {
        const after = await readDoc(witness, spec.slug, id)
        expectStatus(
          after,
          removal.status === 200 ? 404 : 200,
          'still there after a refused delete',
        )
        if (removal.status !== 200 && update.status !== 200) unchanged(after.body)
      }
    })
  })
})

describe('site-settings (global)', () => {
  const settings = '/api/globals/site-settings?depth=0'
  const update: Record<Actor, number> = { ...every(403), editor: 200, founder: 200 }

  it.each(ACTORS)('as %s: read, update', async (actor) => {
    const who = sessionOf(actor, env.cast, owners[actor])
    expectStatus(await api('GET', settings, as(who)), 200, 'read')
    const before = (await api('GET', settings)).body
    const url = `https://www.youtube.com/watch?v=${actor}${Date.now()}`
    const reply = await api('POST', settings, { ...as(who), body: { blogVideoUrl: url } })
    expectStatus(reply, update[actor], 'update')
    const after = (await api('GET', settings)).body
    if (reply.status === 200) {
      expect(after.blogVideoUrl).toBe(url)
      // Put it back for whoever reads the settings next.
      await api('POST', settings, {
        token: env.cast.founder.token,
        body: { blogVideoUrl: before.blogVideoUrl ?? null },
      })
    } else {
      expect(after.blogVideoUrl).toEqual(before.blogVideoUrl)
    }
  })
})
