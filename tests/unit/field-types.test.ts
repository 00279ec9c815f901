import type { Field, FieldAffectingData, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { fieldTypes } from '@/i18n/field-types'
import {
  EMAIL_MAX,
  JSON_MAX_BYTES,
  MANY_MAX,
  RICH_TEXT_MAX_BYTES,
  TEXT_MAX,
  checkFieldSize,
  checkFieldType,
  checkFieldValue,
  findTypeProblems,
} from '../../src/platform/field-types'

// The pure type checks of src/platform/field-types.ts, field type by field type.
const field = (config: Record<string, unknown>) =>
  ({ name: 'campo', ...config }) as unknown as FieldAffectingData
const check = (config: Record<string, unknown>, value: unknown) =>
  checkFieldValue(field(config), value)

const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
  },
})

describe('checkFieldValue', () => {
  it('lets empty values through: required is the field validator’s call', () => {
    for (const type of ['text', 'number', 'checkbox', 'date', 'relationship', 'richText'])
      for (const empty of [null, undefined]) expect(check({ type }, empty)).toBe(true)
  })

  it('text: strings only, up to maxLength or TEXT_MAX', () => {
    for (const wrong of [{ x: 'Z' }, ['Z'], 5, true]) {
      expect(check({ type: 'text' }, wrong)).toBe(fieldTypes.text)
      expect(check({ type: 'textarea' }, wrong)).toBe(fieldTypes.text)
      expect(check({ type: 'email' }, wrong)).toBe(fieldTypes.text)
    }
    expect(check({ type: 'text', maxLength: 120 }, 'Z'.repeat(120))).toBe(true)
    expect(check({ type: 'text', maxLength: 120 }, 'Z'.repeat(121))).toBe(fieldTypes.tooLong(120))
    expect(check({ type: 'textarea' }, 'Z'.repeat(TEXT_MAX))).toBe(true)
    expect(check({ type: 'textarea' }, 'Z'.repeat(TEXT_MAX + 1))).toBe(
      'Demasiado largo: como máximo 10.000 caracteres.',
    )
    expect(check({ type: 'email' }, `${'a'.repeat(EMAIL_MAX)}@x.co`)).toBe(
      fieldTypes.tooLong(EMAIL_MAX),
    )
  })

  it('text hasMany: a list of strings, not too many', () => {
    expect(check({ type: 'text', hasMany: true }, ['a', 'b'])).toBe(true)
    expect(check({ type: 'text', hasMany: true }, 'a')).toBe(fieldTypes.textList)
    expect(check({ type: 'text', hasMany: true }, ['a', 5])).toBe(fieldTypes.textList)
    expect(check({ type: 'text', hasMany: true }, Array(MANY_MAX + 1).fill('a'))).toBe(
      fieldTypes.tooMany(MANY_MAX),
    )
    expect(check({ type: 'text', hasMany: true, maxLength: 3 }, ['abcd'])).toBe(
      fieldTypes.tooLong(3),
    )
  })

  it('number: finite numbers only', () => {
    expect(check({ type: 'number' }, 0)).toBe(true)
    expect(check({ type: 'number' }, -2.5)).toBe(true)
    for (const wrong of ['5', 'abc', NaN, Infinity, true, {}, [1]])
      expect(check({ type: 'number' }, wrong)).toBe(fieldTypes.number)
    expect(check({ type: 'number', hasMany: true }, [1, 2])).toBe(true)
    expect(check({ type: 'number', hasMany: true }, [1, '2'])).toBe(fieldTypes.numberList)
  })

  it('checkbox: booleans only', () => {
    expect(check({ type: 'checkbox' }, false)).toBe(true)
    for (const wrong of ['true', 1, 0, {}, []])
      expect(check({ type: 'checkbox' }, wrong)).toBe(fieldTypes.boolean)
  })

  it('date: ISO strings or valid Dates', () => {
    for (const ok of [
      '2026-11-21',
      '2026-11-21T10:00:00.000Z',
      '2026-11-21T10:00:00+02:00',
      new Date(),
    ])
      expect(check({ type: 'date' }, ok)).toBe(true)
    for (const wrong of ['1', 'mañana', '2026-13-45', 1700000000000, new Date('x'), {}, true])
      expect(check({ type: 'date' }, wrong)).toBe(fieldTypes.date)
  })

  it('select and radio: one of the options; hasMany a list of them', () => {
    const options = ['a', { label: 'B', value: 'b' }]
    expect(check({ type: 'select', options }, 'b')).toBe(true)
    for (const wrong of ['c', 5, ['a'], { value: 'a' }])
      expect(check({ type: 'select', options }, wrong)).toBe(fieldTypes.option)
    expect(check({ type: 'radio', options }, 'z')).toBe(fieldTypes.option)
    expect(check({ type: 'select', options, hasMany: true }, ['a', 'b'])).toBe(true)
    expect(check({ type: 'select', options, hasMany: true }, 'a')).toBe(fieldTypes.optionList)
    expect(check({ type: 'select', options, hasMany: true }, ['a', 'z'])).toBe(
      fieldTypes.optionList,
    )
    expect(check({ type: 'select', options, hasMany: true }, ['a', 'b', 'a'])).toBe(
      fieldTypes.tooMany(2),
    )
  })

  it('relationship and upload: ids, populated documents or { relationTo, value }', () => {
    for (const type of ['relationship', 'upload']) {
      for (const ok of [7, '7', { id: 7, name: 'x' }])
        expect(check({ type, relationTo: 'users' }, ok)).toBe(true)
      for (const wrong of ['abc', 0, -1, 1.5, true, { x: 1 }, [7], '7abc'])
        expect(check({ type, relationTo: 'users' }, wrong)).toBe(fieldTypes.relation)
    }
    const poly = { type: 'relationship', relationTo: ['users', 'posts'] }
    expect(check(poly, { relationTo: 'posts', value: 3 })).toBe(true)
    expect(check(poly, { relationTo: 'posts', value: { id: 3 } })).toBe(true)
    expect(check(poly, { relationTo: 'media', value: 3 })).toBe(fieldTypes.relation)
    expect(check(poly, 3)).toBe(fieldTypes.relation)
    const many = { type: 'relationship', relationTo: 'users', hasMany: true }
    expect(check(many, [1, 2])).toBe(true)
    expect(check(many, 1)).toBe(fieldTypes.relationList)
    expect(check(many, [1, 'x'])).toBe(fieldTypes.relationList)
  })

  it('point, group, array and blocks', () => {
    expect(check({ type: 'point' }, [-66.1, 18.4])).toBe(true)
    for (const wrong of [[1], ['1', '2'], [200, 0], { lng: 1, lat: 2 }])
      expect(check({ type: 'point' }, wrong)).toBe(fieldTypes.point)
    expect(check({ type: 'group' }, {})).toBe(true)
    for (const wrong of ['x', 5, []]) expect(check({ type: 'group' }, wrong)).toBe(fieldTypes.group)
    expect(check({ type: 'array' }, [{}])).toBe(true)
    for (const wrong of ['x', {}, ['x']])
      expect(check({ type: 'array' }, wrong)).toBe(fieldTypes.rows)
    expect(check({ type: 'array', maxRows: 2 }, [{}, {}, {}])).toBe(fieldTypes.tooMany(2))
    const blocks = { type: 'blocks', blocks: [{ slug: 'video', fields: [] }] }
    expect(check(blocks, [{ blockType: 'video' }])).toBe(true)
    expect(check(blocks, [{ blockType: 'otro' }])).toBe(fieldTypes.blocks)
    expect(check(blocks, [{}])).toBe(fieldTypes.blocks)
  })

  it('rich text: a Lexical editor state, not too large', () => {
    expect(check({ type: 'richText' }, lexical('Hola'))).toBe(true)
    for (const wrong of ['Hola', 5, [], { root: 'x' }, { root: { type: 'root' } }])
      expect(check({ type: 'richText' }, wrong)).toBe(fieldTypes.richText)
    expect(check({ type: 'richText' }, lexical('Z'.repeat(RICH_TEXT_MAX_BYTES)))).toBe(
      fieldTypes.tooLarge(RICH_TEXT_MAX_BYTES / 1000),
    )
  })

  it('json: any JSON value, not too large', () => {
    for (const ok of [{ a: 1 }, [1], 'x', 5, true]) expect(check({ type: 'json' }, ok)).toBe(true)
    expect(check({ type: 'json' }, { big: 'Z'.repeat(JSON_MAX_BYTES) })).toBe(
      fieldTypes.tooLarge(JSON_MAX_BYTES / 1000),
    )
    expect(check({ type: 'json' }, { n: BigInt(1) })).toBe(fieldTypes.json)
  })
})

describe('checkFieldType and checkFieldSize', () => {
  it('keep types and sizes apart: the up-front check is about types only', () => {
    const text = field({ type: 'text', maxLength: 3 })
    expect(checkFieldType(text, 'abcd')).toBe(true)
    expect(checkFieldSize(text, 'abcd')).toBe(fieldTypes.tooLong(3))
    expect(checkFieldType(text, 5)).toBe(fieldTypes.text)
    expect(checkFieldValue(text, 'abcd')).toBe(fieldTypes.tooLong(3))
  })
})

describe('findTypeProblems', () => {
  const config = { blocks: [] } as unknown as SanitizedConfig
  const fields = [
    { name: 'title', type: 'text' },
    { type: 'row', fields: [{ name: 'count', type: 'number' }] },
    {
      type: 'tabs',
      tabs: [
        { label: 'Sin nombre', fields: [{ name: 'flag', type: 'checkbox' }] },
        { name: 'meta', label: 'Meta', fields: [{ name: 'when', type: 'date' }] },
      ],
    },
    { name: 'rows', type: 'array', fields: [{ name: 'label', type: 'text' }] },
    {
      name: 'layout',
      type: 'blocks',
      blocks: [{ slug: 'cta', fields: [{ name: 'url', type: 'text', maxLength: 5 }] }],
    },
    { name: 'taskStatus', type: 'json', virtual: true },
  ] as unknown as Field[]

  it('finds every wrong value with its path, nested ones included', () => {
    const problems = findTypeProblems(
      fields,
      {
        title: { x: 1 },
        count: '3',
        flag: 'sí',
        meta: { when: 'ayer' },
        rows: [{ label: 'ok' }, { label: 7 }],
        layout: [
          { blockType: 'cta', url: 5 },
          { blockType: 'cta', url: 'largo, pero eso es de validate' },
        ],
        taskStatus: 'ignored: virtual',
        unknown: { ignored: true },
      },
      config,
    )
    expect(problems).toEqual([
      { path: 'title', message: fieldTypes.text },
      { path: 'count', message: fieldTypes.number },
      { path: 'flag', message: fieldTypes.boolean },
      { path: 'meta.when', message: fieldTypes.date },
      { path: 'rows.1.label', message: fieldTypes.text },
      { path: 'layout.0.url', message: fieldTypes.text },
    ])
  })

  it('finds nothing in good data, and skips what was not sent', () => {
    expect(findTypeProblems(fields, { title: 'Hola', rows: [] }, config)).toEqual([])
    expect(findTypeProblems(fields, {}, config)).toEqual([])
  })
})
