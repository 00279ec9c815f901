// Types before limits (src/platform/field-types.ts): every stored field of every collection and global
// refuses a value of the wrong type or size with a Spanish 400 and stores nothing. The cases are
// generated from the config itself, so a new field is covered without touching this file.

import type { Block, CollectionSlug, Field, GlobalSlug, Payload, SanitizedConfig } from 'payload'
import { fieldAffectsData } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '../../scripts/lib/prepare'
import { fieldTypes } from '../../src/i18n/field-types'
import {
  EMAIL_MAX,
  JSON_MAX_BYTES,
  MANY_MAX,
  RICH_TEXT_MAX_BYTES,
  ROWS_MAX,
  TEXT_MAX,
  PAYLOAD_SHAPED,
  isTypeCheckHook,
} from '../../src/platform/field-types'
import { api, signUp, type Session } from '../helpers/api'

let payload: Payload
let config: SanitizedConfig

beforeAll(async () => {
  const [{ getPayload }, { default: built }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  config = await built
  payload = await getPayload({ config: built, key: 'field-types-test' })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

type AnyField = Field & {
  name: string
  hasMany?: boolean
  maxLength?: number
  maxRows?: number
  options?: (string | { value: string })[]
  relationTo?: string | string[]
  virtual?: unknown
  fields?: Field[]
  blocks?: Block[]
}

/** The Spanish messages of the type checks (src/i18n/field-types.ts). */
const OUR_MESSAGES = new Set<unknown>(
  Object.values(fieldTypes).filter((m) => typeof m === 'string'),
)
const isOurMessage = (message: unknown) =>
  typeof message === 'string' && (OUR_MESSAGES.has(message) || /^Demasiad[oa]s? /.test(message))

const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
  },
})

const OBJECT = { x: 'Z' }
const ARRAY = ['Z']

const optionsOf = (field: AnyField) =>
  (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value))

/** Values of the wrong type for one field. */
function wrongTypes(field: AnyField): unknown[] {
  const options = optionsOf(field)
  switch (field.type) {
    case 'text':
      if (field.hasMany) return ['Z', OBJECT, 5, [5], [OBJECT]]
      return [OBJECT, ARRAY, 5, true]
    case 'textarea':
    case 'code':
    case 'email':
      return [OBJECT, ARRAY, 5, true]
    case 'number':
      return field.hasMany
        ? [5, ['5'], [OBJECT], 'abc']
        : ['abc', '5', OBJECT, ARRAY, true, Number.NaN]
    case 'checkbox':
      return ['true', 'sí', 1, OBJECT, ARRAY]
    case 'date':
      return ['no es una fecha', '1', 1_700_000_000_000, true, OBJECT, ARRAY]
    case 'select':
    case 'radio':
      if (field.type === 'select' && field.hasMany)
        return [options[0], ['no-es-una-opcion'], [5], OBJECT, true]
      return ['no-es-una-opcion', 5, true, OBJECT, options.slice(0, 1)]
    case 'relationship':
    case 'upload': {
      const wrong = ['abc', -1, 1.5, true, OBJECT, [1]]
      if (Array.isArray(field.relationTo))
        return field.hasMany
          ? [
              1,
              { relationTo: 'no-existe', value: 1 },
              [{ relationTo: field.relationTo[0], value: 'abc' }],
            ]
          : [
              1,
              { relationTo: 'no-existe', value: 1 },
              { relationTo: field.relationTo[0], value: 'abc' },
              ...wrong,
            ]
      return field.hasMany ? [1, ['abc']] : wrong
    }
    case 'richText':
      return ['texto', 5, true, ARRAY, OBJECT, { root: 'x' }]
    case 'json':
      // Anything JSON is a JSON value; only what JSON cannot hold is of the wrong type.
      return [{ n: BigInt(1) }]
    case 'point':
      return ['x', [1], ['1', '2'], OBJECT]
    case 'group':
      return ['x', 5, true, ARRAY]
    case 'array':
      return ['x', true, OBJECT, ['x']]
    case 'blocks':
      return ['x', true, OBJECT, [{ blockType: 'no-existe' }], ['x']]
    default:
      return []
  }
}

/** Values of the right type but too large for one field. */
function tooLarge(field: AnyField): unknown[] {
  const long = 'Z'.repeat((field.maxLength ?? TEXT_MAX) + 1)
  const many = (item: unknown, max = field.maxRows ?? MANY_MAX) => Array(max + 1).fill(item)
  switch (field.type) {
    case 'text':
      return field.hasMany ? [many('Z'), [long]] : [long]
    case 'textarea':
    case 'code':
      return [long]
    case 'email':
      return [`${'a'.repeat(EMAIL_MAX)}@tarima.test`]
    case 'select':
      return field.hasMany ? [[...optionsOf(field), optionsOf(field)[0]]] : []
    case 'number':
      return field.hasMany ? [many(1)] : []
    case 'relationship':
    case 'upload':
      return field.hasMany && !Array.isArray(field.relationTo) ? [many(1)] : []
    case 'array':
      return [many({}, field.maxRows ?? ROWS_MAX)]
    case 'richText':
      return [lexical('Z'.repeat(RICH_TEXT_MAX_BYTES))]
    case 'json':
      return [{ big: 'Z'.repeat(JSON_MAX_BYTES) }]
    default:
      return []
  }
}

type Case = {
  path: string
  data: Record<string, unknown>
  sent: unknown
  type: string
  size: boolean
}
type Wrap = (sibling: Record<string, unknown>) => Record<string, unknown>

/** One case per (stored field, bad value), the value placed where the field lives. */
function casesOf(fields: Field[], wrap: Wrap = (s) => s, prefix = '', cases: Case[] = []): Case[] {
  for (const raw of fields) {
    const field = raw as AnyField
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const name = tab.name
          casesOf(tab.fields, (s) => wrap({ [name]: s }), `${prefix}${name}.`, cases)
        } else casesOf(tab.fields, wrap, prefix, cases)
      }
      continue
    }
    if (!fieldAffectsData(raw)) {
      if (field.fields) casesOf(field.fields, wrap, prefix, cases)
      continue
    }
    if (field.type === 'join' || field.virtual) continue
    const path = `${prefix}${field.name}`
    for (const sent of wrongTypes(field))
      cases.push({ path, data: wrap({ [field.name]: sent }), sent, type: field.type, size: false })
    for (const sent of tooLarge(field))
      cases.push({ path, data: wrap({ [field.name]: sent }), sent, type: field.type, size: true })
    // Nested fields, reached through one valid row or group.
    if (field.type === 'group' && field.fields)
      casesOf(field.fields, (s) => wrap({ [field.name]: s }), `${path}.`, cases)
    if (field.type === 'array' && field.fields)
      casesOf(field.fields, (s) => wrap({ [field.name]: [s] }), `${path}.0.`, cases)
    if (field.type === 'blocks')
      for (const block of field.blocks ?? [])
        casesOf(
          block.fields,
          (s) => wrap({ [field.name]: [{ blockType: block.slug, ...s }] }),
          `${path}.0.`,
          cases,
        )
  }
  return cases
}

type Refusal = {
  name?: string
  status?: number
  data?: { errors?: { path: string; message: string }[] }
}

/**
 * A Spanish message: a size may be refused by the field's own validator first (Payload's Spanish
 * «Este valor debe tener una longitud máxima…» or the app's «El post no puede superar…»).
 */
const isSpanish = (message: unknown) =>
  typeof message === 'string' &&
  message.length > 0 &&
  !/\b(the|must|invalid|expected|received|should|field|value)\b/i.test(message)

/** The write threw a ValidationError (400) naming the field with a Spanish message. */
async function expectRefused(
  write: () => Promise<unknown>,
  path: string,
  what: string,
  isMessage: (message: unknown) => boolean = isOurMessage,
) {
  const error = (await write().then(
    () => null,
    (e: unknown) => e,
  )) as Refusal | null
  expect(error, `${what}: accepted`).not.toBeNull()
  expect(error?.name, `${what}: ${String(error)}`).toBe('ValidationError')
  expect(error?.status, what).toBe(400)
  const errors = error?.data?.errors ?? []
  expect(
    errors.some((e) => e.path === path && isMessage(e.message)),
    `${what}: ${JSON.stringify(errors).slice(0, 300)}`,
  ).toBe(true)
}

/** On a regression the write went through: put the old value back (the database is shared). */
async function refusedOrRestored(
  write: () => Promise<unknown>,
  path: string,
  what: string,
  isMessage: (message: unknown) => boolean,
  restore: () => Promise<unknown>,
) {
  try {
    await expectRefused(write, path, what, isMessage)
  } catch (error) {
    await restore().catch(() => undefined)
    throw error
  }
}

/** No value a refused write sent is in the row (other tests may change it meanwhile, not so). */
function expectNoneStored(row: Record<string, unknown> | null, cases: Case[], where: string) {
  expect(row, where).toBeTruthy()
  const stored = json(row)
  for (const c of cases) {
    const top = Object.keys(c.data)[0]
    const sent = c.data[top]
    // NaN is written as null in JSON: compared as what it is, so a field still empty is no match.
    if (typeof sent === 'number' && Number.isNaN(sent)) {
      expect(Number.isNaN(row?.[top]), `${where}.${c.path}`).toBe(false)
      continue
    }
    expect(json(row?.[top]), `${where}.${c.path}`).not.toBe(json(sent))
    if (typeof c.sent === 'string' && c.sent.length > 100)
      expect(stored.includes(c.sent), `${where}.${c.path}`).toBe(false)
  }
}

/** JSON.stringify that also writes BigInts (a JSON field's wrong type). */
const json = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item))

const describeValue = (value: unknown) => {
  const text = json(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length})` : text
}

describe('every field refuses values of the wrong type or size (Local API)', () => {
  it('collections: create and update refuse each bad value and store nothing', async () => {
    const types = new Set<string>()
    let count = 0
    for (const collection of config.collections) {
      const slug = collection.slug as CollectionSlug
      // Fields Payload writes itself in a shape of its own are left to Payload.
      const own = PAYLOAD_SHAPED[slug] ?? []
      const cases = casesOf(collection.fields).filter((c) => !own.includes(c.path.split('.')[0]!))
      const existing = await payload.find({
        collection: slug,
        // A scheduled or sent issue refuses every change (collections/NewsletterIssues/index.ts),
        // and the newest may be one another test file sent: the issue updated is a draft.
        where: slug === 'newsletter-issues' ? { status: { equals: 'draft' } } : undefined,
        limit: 1,
        depth: 0,
        overrideAccess: true,
        pagination: false,
      })
      const target = existing.docs[0] as unknown as Record<string, unknown> | undefined
      for (const c of cases) {
        types.add(c.type)
        const what = `${slug}.${c.path} = ${describeValue(c.sent)}`
        const isMessage = c.size ? isSpanish : isOurMessage
        // A create with one field fails on the others' rules too; sizes are checked on updates.
        if (!c.size)
          await expectRefused(
            () =>
              payload.create({ collection: slug, data: c.data, overrideAccess: true, depth: 0 }),
            c.path,
            `create ${what}`,
          )
        if (target) {
          const top = Object.keys(c.data)[0]
          await refusedOrRestored(
            () =>
              payload.update({
                collection: slug,
                id: target.id as number,
                data: c.data,
                overrideAccess: true,
                depth: 0,
              }),
            c.path,
            `update ${what}`,
            isMessage,
            () =>
              payload.update({
                collection: slug,
                id: target.id as number,
                data: { [top]: target[top] },
                overrideAccess: true,
              }),
          )
        }
        count++
      }
      if (target) {
        const after = await payload.findByID({
          collection: slug,
          id: target.id as number,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
        expectNoneStored(after as Record<string, unknown> | null, cases, slug)
      }
    }
    // The walk met the field types the app uses, so the generator is not silently empty.
    for (const type of ['text', 'textarea', 'email', 'number', 'checkbox', 'date', 'select'])
      expect(types.has(type), type).toBe(true)
    for (const type of ['relationship', 'upload', 'richText', 'json', 'array', 'group'])
      expect(types.has(type), type).toBe(true)
    expect(count).toBeGreaterThan(500)
  })

  it('globals: site settings refuse each bad value and keep theirs', async () => {
    for (const global of config.globals) {
      const slug = global.slug as GlobalSlug
      const cases = casesOf(global.fields)
      const read = () => payload.findGlobal({ slug, depth: 0, overrideAccess: true })
      const before = (await read()) as unknown as Record<string, unknown>
      for (const c of cases) {
        const top = Object.keys(c.data)[0]
        await refusedOrRestored(
          () => payload.updateGlobal({ slug, data: c.data, overrideAccess: true, depth: 0 }),
          c.path,
          `${slug}.${c.path} = ${describeValue(c.sent)}`,
          c.size ? isSpanish : isOurMessage,
          () => payload.updateGlobal({ slug, data: { [top]: before[top] }, overrideAccess: true }),
        )
      }
      const after = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
      expectNoneStored(after as unknown as Record<string, unknown>, cases, slug)
    }
  })

  it('the field validators check types too, after hooks and Payload’s own coercions', async () => {
    // Take the up-front check out of this process's profiles config: only validate is left.
    const profiles = payload.collections.profiles.config
    const hooks = profiles.hooks.beforeOperation
    profiles.hooks.beforeOperation = hooks.filter((hook) => !isTypeCheckHook(hook))
    expect(profiles.hooks.beforeOperation.length).toBe(hooks.length - 1)
    try {
      const [profile] = (
        await payload.find({ collection: 'profiles', limit: 1, depth: 0, overrideAccess: true })
      ).docs
      const update = (data: Record<string, unknown>) => () =>
        payload.update({ collection: 'profiles', id: profile.id, data, overrideAccess: true })
      await expectRefused(update({ displayName: OBJECT }), 'displayName', 'validate displayName')
      await expectRefused(update({ bio: ARRAY }), 'bio', 'validate bio')
      await expectRefused(update({ genres: 'Trap' }), 'genres', 'validate genres')
      // Payload turns "abc" into NaN for a relationship; validate still refuses it.
      await expectRefused(update({ avatar: 'abc' }), 'avatar', 'validate avatar')
      await expectRefused(
        update({ displayName: 'Z'.repeat(121) }),
        'displayName',
        'validate maxLength',
        isSpanish,
      )
      // A text field without maxLength still has one: TEXT_MAX.
      await expectRefused(
        update({ tiktokUrl: `https://tiktok.com/${'Z'.repeat(TEXT_MAX)}` }),
        'tiktokUrl',
        'validate TEXT_MAX',
      )
    } finally {
      profiles.hooks.beforeOperation = hooks
    }
  })
})

describe('REST: a member’s own profile', () => {
  let member: Session
  let profileId: number

  beforeAll(async () => {
    member = await signUp()
    const found = await api('GET', `/api/profiles?where[user][equals]=${member.id}&depth=0`, {
      token: member.token,
    })
    profileId = found.body.docs[0].id
  })

  const patch = (body: unknown) =>
    api('PATCH', `/api/profiles/${profileId}?depth=0`, { token: member.token, body })
  const read = async () =>
    (await api('GET', `/api/profiles/${profileId}?depth=0`, { token: member.token })).body

  it('refuses a displayName that is not a short text with a Spanish 400, storing nothing', async () => {
    const before = await read()
    // Wrong types get the type message; a long text the field's own «longitud máxima» first,
    // but a huge one (over TEXT_MAX) is stopped before any validator of the field reads it.
    const longText = 'Este valor debe tener una longitud máxima de 120 caracteres.'
    const bad: [unknown, string][] = [
      [{ x: 'Z'.repeat(1000) }, fieldTypes.text],
      [['Z'], fieldTypes.text],
      [5, fieldTypes.text],
      [true, fieldTypes.text],
      ['Z'.repeat(121), longText],
      ['Z'.repeat(200_000), fieldTypes.tooLong(120)],
    ]
    for (const [value, message] of bad) {
      const reply = await patch({ displayName: value })
      const what = `displayName = ${describeValue(value)}`
      expect(reply.status, `${what}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(400)
      const errors = reply.body.errors[0].data.errors
      expect(errors, what).toHaveLength(1)
      expect(errors[0], what).toMatchObject({ path: 'displayName', message })
      expect(reply.body.errors[0].message, what).toMatch(/campo/)
    }
    // Over a megabyte, the body is refused before anything reads it (src/server/request-guards.ts).
    const huge = await patch({ displayName: 'Z'.repeat(2 * 1024 * 1024) })
    expect(huge.status).toBe(413)
    expect(huge.body.errors[0].message).toBe('La petición es demasiado grande.')
    expect(await read()).toEqual(before)
  })

  it('refuses bad values in other fields, all at once, and still takes good ones', async () => {
    const before = await read()
    const reply = await patch({
      bio: ['Z'.repeat(10_000)],
      genres: 'Trap',
      country: { a: 1 },
      avatar: 'abc',
      instagramUrl: { x: 1 },
      followersCount: 'mil',
    })
    expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(400)
    const paths = reply.body.errors[0].data.errors.map((e: { path: string }) => e.path)
    expect(paths.sort()).toEqual(
      ['avatar', 'bio', 'country', 'followersCount', 'genres', 'instagramUrl'].sort(),
    )
    expect(await read()).toEqual(before)

    const good = await patch({ displayName: 'Nombre válido', genres: ['Trap'] })
    expect(good.status, JSON.stringify(good.body).slice(0, 300)).toBe(200)
    expect(good.body.doc.displayName).toBe('Nombre válido')
  })

  it('refuses a feed post whose content is not a text', async () => {
    // Members create posts through POST /api/posts/feed; REST edits them.
    const post = await api('POST', '/api/posts/feed', {
      token: member.token,
      body: { content: 'Hola' },
    })
    expect(post.status).toBe(201)
    for (const content of [{ x: 'Z' }, ['Z'.repeat(50_000)], 5]) {
      const reply = await api('PATCH', `/api/posts/${post.body.doc.id}?depth=0`, {
        token: member.token,
        body: { content },
      })
      expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(400)
      expect(reply.body.errors[0].data.errors).toEqual([
        { path: 'content', message: fieldTypes.text },
      ])
    }
  })
})
