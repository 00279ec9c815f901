// Helpers of the access matrix (tests/int/access): the cast of actors, fixtures made over REST,
// and a status assertion that prints the reply when it fails.
import { expect } from 'vitest'

import {
  api,
  founderLogin,
  imageForm,
  login,
  postOnce,
  signUp,
  tinyPng,
  uniqueEmail,
  type Reply,
  type Session,
} from './api'

/** Who asks: a visitor, a member unrelated to the row, the row's owner, an editor, a founder. */
export type Actor = 'anon' | 'other' | 'owner' | 'editor' | 'founder'
export const ACTORS: Actor[] = ['anon', 'other', 'owner', 'editor', 'founder']

/** Who creates: on create there is no owner yet, only a member. */
export type Creator = 'anon' | 'member' | 'editor' | 'founder'
export const CREATORS: Creator[] = ['anon', 'member', 'editor', 'founder']

/** The same expectation for every actor, to be overridden per actor: `{ ...every(403), owner: 200 }`. */
export const every = <T>(value: T): Record<Actor, T> => ({
  anon: value,
  other: value,
  owner: value,
  editor: value,
  founder: value,
})

/** An id no row has: access rules still run, so "403" means refused and "404" means allowed. */
export const GHOST_ID = 2_000_000_000

export type Doc = Record<string, unknown> & { id: number }

/** Request options for a session (or none, for a visitor). */
export const as = (session?: Session) => (session ? { token: session.token } : {})

/** Asserts a status and shows the reply body when it differs. */
export function expectStatus(reply: Reply, status: number, what = '') {
  expect(reply.status, `${what} ${JSON.stringify(reply.body)?.slice(0, 600)}`).toBe(status)
}

/** A relationship value as an id, whatever the depth. */
export const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

let serial = 0
const unique = () =>
  `${Date.now().toString(36)}${(serial++).toString(36)}${Math.random().toString(36).slice(2, 6)}`
export const uniqueSlug = (prefix = 'articulo') => `${prefix}-${unique()}`

/** A made-up client address, so the per-IP limit of the contact form never trips between tests. */
export const randomIp = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`

/** POSTs a document and returns it (depth 0), failing with the reply otherwise. */
export async function created(
  session: Session | undefined,
  slug: string,
  body: unknown,
  headers?: Record<string, string>,
): Promise<Doc> {
  const reply = await api('POST', `/api/${slug}?depth=0`, { ...as(session), body, headers })
  expectStatus(reply, 201, `create ${slug}`)
  return reply.body.doc
}

/** Reads one document at depth 0 (the reply, so callers can check the status). */
export const readDoc = (session: Session | undefined, slug: string, id: unknown) =>
  api('GET', `/api/${slug}/${id}?depth=0`, as(session))

// ── Bodies and fixtures ─────────────────────────────────────────────────────────────────────

export const postBody = (extra: Record<string, unknown> = {}) => ({
  content: 'Nuevo sencillo el viernes 🎶',
  ...extra,
})
export const commentBody = (post: unknown, extra: Record<string, unknown> = {}) => ({
  post,
  content: '¡Qué temazo!',
  ...extra,
})
export const listingBody = (extra: Record<string, unknown> = {}) => ({
  name: `Artista ${unique()}`,
  role: 'Artista',
  genres: ['Salsa'],
  ...extra,
})
export const articleBody = (extra: Record<string, unknown> = {}) => ({
  title: 'La nueva ola de la plena',
  slug: uniqueSlug(),
  _status: 'published',
  ...extra,
})
export const applicationBody = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Vega',
  email: uniqueEmail('solicitud'),
  country: 'Puerto Rico',
  artistName: 'Rosa Vega',
  genres: ['Salsa'],
  experienceLevel: '3-5',
  bio: 'Cantante de salsa desde Ponce.',
  ...extra,
})
export const reportBody = (post: unknown, extra: Record<string, unknown> = {}) => ({
  targetType: 'post',
  post,
  reason: 'Contenido ofensivo',
  ...extra,
})
export const contactBody = () => ({
  name: 'Lucía Ortiz',
  email: uniqueEmail('contacto'),
  subject: 'Colaboración',
  message: '¿Aceptan demos?',
})

/**
 * A member's write through its one door (src/server/fast-routes.ts; the collections' REST create
 * is closed to members): the saved row, failing with the reply otherwise.
 */
async function wrote(session: Session, path: string, body: unknown, status = 201): Promise<Doc> {
  const reply = await api('POST', path, { ...as(session), body })
  expectStatus(reply, status, `POST ${path}`)
  return reply.body.doc ?? reply.body.conversation ?? reply.body.message
}

export const feedPost = (member: Session, extra: Record<string, unknown> = {}) =>
  wrote(member, '/api/posts/feed', postBody(extra))
export const likePost = (member: Session, postId: unknown) =>
  wrote(member, `/api/posts/${postId}/likes`, {})
export const commentOn = (member: Session, postId: unknown, content = '¡Qué temazo!') =>
  wrote(member, `/api/posts/${postId}/comments`, { content })
export const follow = (member: Session, userId: unknown) =>
  wrote(member, `/api/users/${userId}/followers`, {})
export const article = (staff: Session, extra: Record<string, unknown> = {}) =>
  created(staff, 'blog-posts', articleBody(extra))
export const listing = (
  member: Session,
  slug: 'artists' | 'producers' = 'artists',
  extra: Record<string, unknown> = {},
) => created(member, slug, listingBody(extra))
export const conversation = (from: Session, to: Session) =>
  wrote(from, '/api/conversations/open', { userId: to.id }, 200)
export const message = (
  from: Session,
  _to: Session,
  conversationId: unknown,
  content = 'Hola, ¿colaboramos?',
) => wrote(from, `/api/conversations/${conversationId}/messages`, { content })

export async function upload(member: Session): Promise<Doc> {
  const reply = await api('POST', '/api/media?depth=0', {
    token: member.token,
    form: imageForm(tinyPng(), `foto-${uniqueSlug('img')}.png`, 'image/png'),
  })
  expectStatus(reply, 201, 'upload')
  return reply.body.doc
}

/** A photo the member uploads as the forms do before saving (one attempt, no retry); its id. */
export async function ownPhoto(member: Session): Promise<number> {
  const photo = await postOnce(
    '/api/media',
    imageForm(tinyPng(), 'foto.png', 'image/png'),
    member.token,
  )
  expect(photo.status).toBe(201)
  return (photo.body as { doc: { id: number } }).doc.id
}

/** Luz's application to join as an artist, as the join form sends it; `photo`: her own upload. */
export const luzApplication = (
  member: Session,
  photo: number,
  extra: Record<string, unknown> = {},
) => ({
  firstName: 'Luz',
  lastName: 'Marrero',
  email: member.email,
  country: 'Puerto Rico',
  artistName: `Luz ${member.id}`,
  genres: ['Salsa'],
  roles: ['Artista'],
  experienceLevel: '3-5',
  bio: 'Cantante de salsa.',
  photo,
  ...extra,
})

/** Uploads a photo and makes it the member's avatar; returns the photo. */
export async function withAvatar(member: Session): Promise<Doc> {
  const [photo, profile] = await Promise.all([upload(member), profileOf(member)])
  expectStatus(
    await api('PATCH', `/api/profiles/${profile.id}`, {
      ...as(member),
      body: { avatar: photo.id },
    }),
    200,
    'avatar',
  )
  return photo
}

/** The public profile every account gets at sign-up. */
export async function profileOf(user: Session): Promise<Doc> {
  const reply = await api('GET', `/api/profiles?depth=0&where[user][equals]=${user.id}`)
  expectStatus(reply, 200, 'profile')
  return reply.body.docs[0]
}

// ── The cast ────────────────────────────────────────────────────────────────────────────────

export type Cast = {
  /** A member with no relation to the rows under test. */
  other: Session
  editor: Session
  founder: Session
  /** Bystander members used as targets: followed, blocked, written to. */
  peer: Session
  star: Session
}

/** Signs up `n` members at once. */
export const members = (n: number) => Promise.all(Array.from({ length: n }, () => signUp()))

/**
 * A user with a role, created by the given founder and checked (only founders create accounts
 * directly; the role is what they chose).
 */
export async function withRole(
  founder: Session,
  role: 'editor' | 'founder' | 'member',
): Promise<Session> {
  const email = uniqueEmail(role)
  const reply = await api('POST', '/api/users?depth=0', {
    token: founder.token,
    body: { email, password: 'clave-segura-1', firstName: 'Prueba', lastName: role, role },
  })
  expectStatus(reply, 201, `create ${role}`)
  expect(reply.body.doc.role).toBe(role)
  return login(email, 'clave-segura-1')
}

/**
 * The founder signs in once: two simultaneous sign-ins of one account race on its session list
 * and one of the two tokens stops working.
 */
export async function castOf(): Promise<Cast> {
  const founder = await founderLogin()
  const [[other, peer, star], editor] = await Promise.all([members(3), withRole(founder, 'editor')])
  return { other, editor, founder, peer, star }
}

/** The session an actor speaks with (none for a visitor). */
export function sessionOf(actor: Actor, cast: Cast, owner: Session): Session | undefined {
  if (actor === 'anon') return undefined
  if (actor === 'owner') return owner
  return cast[actor]
}

/** A GraphQL request over REST (POST /api/graphql). */
export const graphql = (session: Session | undefined, query: string) =>
  api('POST', '/api/graphql', { ...as(session), body: { query } })
