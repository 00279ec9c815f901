import {
  ValidationError,
  type Block,
  type CollectionBeforeOperationHook,
  type Field,
  type FieldAffectingData,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
  type SanitizedConfig,
  type Validate,
} from 'payload'
import { fieldAffectsData } from 'payload/shared'

import { t } from '../i18n'

/** Longest text or textarea without a maxLength of its own (characters). */
export const TEXT_MAX = 10_000
/** Longest e-mail address (RFC 5321). */
export const EMAIL_MAX = 254
/** Most values of a hasMany text, number or relationship field without maxRows. */
export const MANY_MAX = 100
/** Most rows of an array or blocks field without maxRows. */
export const ROWS_MAX = 1_000
/** Largest JSON value, serialized (bytes). */
export const JSON_MAX_BYTES = 100_000
/** Largest rich text (Lexical editor state), serialized (bytes): a long article is ~100 KB. */
export const RICH_TEXT_MAX_BYTES = 1_000_000

/** What the checks need to know beyond the field: which collections use text ids. */
export type TypeContext = { textIds: ReadonlySet<string> }
const NUMBER_IDS: TypeContext = { textIds: new Set() }

/** A field the checks understand: any data field, seen through the properties they read. */
type CheckedField = FieldAffectingData & {
  hasMany?: boolean
  maxLength?: number
  maxRows?: number
  options?: readonly (string | { value: string })[]
  relationTo?: string | string[]
  blocks?: Block[]
  virtual?: boolean | string
}

type Check = true | string

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

// ISO 8601 as Payload stores and the admin sends it; Date.parse alone also takes "1" (year 2001).
const ISO_DATE =
  /^[+-]?\d{4,6}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/

const isDate = (value: unknown) =>
  value instanceof Date
    ? !Number.isNaN(value.getTime())
    : typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))

/** Serialized size in bytes, or null when the value is not JSON (a cycle, a BigInt…). */
function jsonBytes(value: unknown): number | null {
  try {
    const text = JSON.stringify(value)
    return text === undefined ? null : Buffer.byteLength(text)
  } catch {
    return null
  }
}

/** An id as Payload takes it: a positive integer (or its digits, from a URL or a form). */
const isId = (value: unknown, textIds: boolean) => {
  if (textIds) return typeof value === 'string' && value.length > 0 && value.length <= 255
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0
  return typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)
}

/** One relationship value: an id, the populated document `{ id }`, or `{ relationTo, value }`. */
function isRelationValue(field: CheckedField, value: unknown, context: TypeContext): boolean {
  const targets = field.relationTo
  if (Array.isArray(targets)) {
    if (!isPlainObject(value) || typeof value.relationTo !== 'string') return false
    if (!targets.includes(value.relationTo)) return false
    const inner = isPlainObject(value.value) ? value.value.id : value.value
    return isId(inner, context.textIds.has(value.relationTo))
  }
  const id = isPlainObject(value) ? value.id : value
  return isId(id, context.textIds.has(String(targets)))
}

const optionValues = (field: CheckedField) =>
  (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value))

/** A list whose every item passes `isItem`. */
const listOf = (value: unknown, isItem: (item: unknown) => boolean) =>
  Array.isArray(value) && value.every(isItem)

const isString = (value: unknown) => typeof value === 'string'
const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)

/**
 * Whether a value has the type the field stores: true, or the Spanish message. Empty values (null,
 * undefined) always pass: whether a field is required is its own validator's call.
 */
export function checkFieldType(
  field: FieldAffectingData,
  value: unknown,
  context: TypeContext = NUMBER_IDS,
): Check {
  if (value === null || value === undefined) return true
  const f = field as CheckedField
  const ok = (valid: boolean, message: string): Check => valid || message
  switch (f.type) {
    case 'text':
      return f.hasMany
        ? ok(listOf(value, isString), t.fieldTypes.textList)
        : ok(isString(value), t.fieldTypes.text)
    case 'textarea':
    case 'code':
    case 'email':
      return ok(isString(value), t.fieldTypes.text)
    case 'number':
      return f.hasMany
        ? ok(listOf(value, isFiniteNumber), t.fieldTypes.numberList)
        : ok(isFiniteNumber(value), t.fieldTypes.number)
    case 'checkbox':
      return ok(typeof value === 'boolean', t.fieldTypes.boolean)
    case 'date':
      return ok(isDate(value), t.fieldTypes.date)
    case 'select':
    case 'radio': {
      const allowed = optionValues(f)
      const isOption = (item: unknown) => typeof item === 'string' && allowed.includes(item)
      return f.type === 'select' && f.hasMany
        ? ok(listOf(value, isOption), t.fieldTypes.optionList)
        : ok(isOption(value), t.fieldTypes.option)
    }
    case 'relationship':
    case 'upload': {
      const isRelation = (item: unknown) => isRelationValue(f, item, context)
      if (!f.hasMany) return ok(isRelation(value), t.fieldTypes.relation)
      // One polymorphic value is also taken for a hasMany field (Payload does the same).
      const single = Array.isArray(f.relationTo) && isPlainObject(value) && isRelation(value)
      return ok(single || listOf(value, isRelation), t.fieldTypes.relationList)
    }
    case 'point':
      return ok(
        Array.isArray(value) &&
          value.length === 2 &&
          value.every(isFiniteNumber) &&
          Math.abs(value[0]) <= 180 &&
          Math.abs(value[1]) <= 90,
        t.fieldTypes.point,
      )
    case 'group':
    case 'tab':
      return ok(isPlainObject(value), t.fieldTypes.group)
    case 'array':
      return ok(listOf(value, isPlainObject), t.fieldTypes.rows)
    case 'blocks': {
      const slugs = (f.blocks ?? []).map((block) => block.slug)
      const isBlock = (row: unknown) =>
        isPlainObject(row) &&
        typeof row.blockType === 'string' &&
        (slugs.length === 0 || slugs.includes(row.blockType))
      return ok(listOf(value, isBlock), t.fieldTypes.blocks)
    }
    case 'richText': {
      const root = isPlainObject(value) ? value.root : undefined
      const isState = isPlainObject(root) && root.type === 'root' && Array.isArray(root.children)
      return ok(isState && jsonBytes(value) !== null, t.fieldTypes.richText)
    }
    case 'json':
      return ok(jsonBytes(value) !== null, t.fieldTypes.json)
    default:
      // join fields are computed on read and never stored.
      return true
  }
}

const longest = (texts: unknown[]) => Math.max(0, ...texts.map((s) => (s as string).length))

/**
 * Whether a value of the right type (checkFieldType) is within the field's size: its maxLength or
 * maxRows, or the defaults above for fields without one. True, or the Spanish message.
 */
export function checkFieldSize(field: FieldAffectingData, value: unknown): Check {
  if (value === null || value === undefined) return true
  const f = field as CheckedField
  const atMost = (size: number, max: number, message: string): Check => size <= max || message
  const count = Array.isArray(value) ? value.length : 0
  const textMax =
    f.type === 'email' ? Math.min(f.maxLength ?? EMAIL_MAX, EMAIL_MAX) : (f.maxLength ?? TEXT_MAX)
  switch (f.type) {
    case 'text':
    case 'textarea':
    case 'code':
    case 'email':
      if (Array.isArray(value)) {
        const many = atMost(
          count,
          f.maxRows ?? MANY_MAX,
          t.fieldTypes.tooMany(f.maxRows ?? MANY_MAX),
        )
        return many !== true ? many : atMost(longest(value), textMax, t.fieldTypes.tooLong(textMax))
      }
      return atMost(String(value).length, textMax, t.fieldTypes.tooLong(textMax))
    case 'select': {
      // Each option once at most.
      const max = optionValues(f).length
      return f.hasMany ? atMost(count, max, t.fieldTypes.tooMany(max)) : true
    }
    case 'number':
    case 'relationship':
    case 'upload': {
      const max = f.maxRows ?? MANY_MAX
      return f.hasMany ? atMost(count, max, t.fieldTypes.tooMany(max)) : true
    }
    case 'array':
    case 'blocks': {
      const max = f.maxRows ?? ROWS_MAX
      return atMost(count, max, t.fieldTypes.tooMany(max))
    }
    case 'richText':
    case 'json': {
      const max = f.type === 'json' ? JSON_MAX_BYTES : RICH_TEXT_MAX_BYTES
      return atMost(jsonBytes(value) ?? 0, max, t.fieldTypes.tooLarge(Math.floor(max / 1000)))
    }
    default:
      return true
  }
}

/** Both checks: the type first, then the size. */
export function checkFieldValue(
  field: FieldAffectingData,
  value: unknown,
  context: TypeContext = NUMBER_IDS,
): Check {
  const type = checkFieldType(field, value, context)
  return type === true ? checkFieldSize(field, value) : type
}

/** A field whose value is stored: not a layout field (row, tabs…), not virtual, not a join. */
const isStored = (field: Field): field is Field & FieldAffectingData =>
  fieldAffectsData(field) && field.type !== 'join' && !('virtual' in field && field.virtual)

/** The blocks a blocks field allows, its own or the config's shared ones. */
function blocksOf(field: Field, config: SanitizedConfig): Block[] {
  if (field.type !== 'blocks') return []
  const all = field.blockReferences ?? field.blocks
  return all
    .map((block) =>
      typeof block === 'string' ? config.blocks?.find((shared) => shared.slug === block) : block,
    )
    .filter((block): block is Block => Boolean(block))
}

/** Calls `visit` for every field, nested ones included (groups, arrays, blocks, tabs, rows). */
function eachField(fields: Field[], config: SanitizedConfig, visit: (field: Field) => void) {
  for (const field of fields) {
    visit(field)
    if ('fields' in field && Array.isArray(field.fields)) eachField(field.fields, config, visit)
    if (field.type === 'tabs') for (const tab of field.tabs) eachField(tab.fields, config, visit)
    for (const block of blocksOf(field, config)) eachField(block.fields, config, visit)
  }
}

type Problem = { path: string; message: string }

/** The type problems in a write's data, as sent, with the path of each field (rows.0.title). */
export function findTypeProblems(
  fields: Field[],
  data: Record<string, unknown>,
  config: SanitizedConfig,
  context: TypeContext = NUMBER_IDS,
  parentPath = '',
  problems: Problem[] = [],
): Problem[] {
  const at = (name: string) => (parentPath ? `${parentPath}.${name}` : name)
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (!('name' in tab) || !tab.name) {
          findTypeProblems(tab.fields, data, config, context, parentPath, problems)
          continue
        }
        const value = data[tab.name]
        if (value === undefined || value === null) continue
        if (!isPlainObject(value))
          problems.push({ path: at(tab.name), message: t.fieldTypes.group })
        else findTypeProblems(tab.fields, value, config, context, at(tab.name), problems)
      }
      continue
    }
    if (!fieldAffectsData(field)) {
      // Rows, collapsibles and unnamed groups keep their fields at this level.
      if ('fields' in field)
        findTypeProblems(field.fields, data, config, context, parentPath, problems)
      continue
    }
    if (!isStored(field)) continue
    const value = data[field.name]
    const path = at(field.name)
    // The type, and sizes over the default caps (no hook trims 10 MB into a field): a field hidden
    // by its admin condition skips its validator, and would otherwise store any size.
    const type = checkFieldType(field, value, context)
    const overCaps =
      type === true && value != null && checkFieldSize(defaultsOf(field), value) !== true
    // Over the caps, the field's own limit names the size ("como máximo 120 caracteres").
    const check = overCaps ? checkFieldSize(field, value) : type
    if (check !== true) {
      problems.push({ path, message: check })
      continue
    }
    if (value === null || value === undefined) continue
    if (field.type === 'group') {
      findTypeProblems(
        field.fields,
        value as Record<string, unknown>,
        config,
        context,
        path,
        problems,
      )
    } else if (field.type === 'array') {
      ;(value as Record<string, unknown>[]).forEach((row, i) =>
        findTypeProblems(field.fields, row, config, context, `${path}.${i}`, problems),
      )
    } else if (field.type === 'blocks') {
      const blocks = blocksOf(field, config)
      ;(value as Record<string, unknown>[]).forEach((row, i) => {
        const block = blocks.find((candidate) => candidate.slug === row.blockType)
        if (block) findTypeProblems(block.fields, row, config, context, `${path}.${i}`, problems)
      })
    }
  }
  return problems
}

const wrapped = new WeakSet<object>()

/** The field with the default caps instead of its own maxLength and maxRows. */
const defaultsOf = (field: FieldAffectingData) =>
  ({ ...field, maxLength: undefined, maxRows: undefined }) as FieldAffectingData

/**
 * The field's validator between the type check and the size check: Payload calls `field.validate`
 * of the sanitized `fields` (beforeChange and the admin's form state); sanitizing already set it to
 * the field's own validator or, without one, to Payload's default for its type (Payload's auth
 * fields, added after that, have none: they get the checks alone). The own validator
 * runs before the size check so its own, more precise message ("El post no puede superar…") wins,
 * unless the value is over the default caps (TEXT_MAX…): then the size check answers first.
 */
function guardValidate(field: FieldAffectingData, context: TypeContext) {
  if (wrapped.has(field)) return
  const own = (field as { validate?: Validate }).validate
  const guarded: Validate = async (value, options) => {
    // The admin's form state counts array and blocks rows instead of listing them.
    const rowCount =
      (field.type === 'array' || field.type === 'blocks') && typeof value === 'number'
    if (rowCount) return own ? own(value, options) : true
    const type = checkFieldType(field, value, context)
    if (type !== true) return type
    // Over the default caps, no validator of the field's own needs to read it (10 MB of text).
    if (checkFieldSize(defaultsOf(field), value) !== true) return checkFieldSize(field, value)
    const result = own ? await own(value, options) : true
    return result === true ? checkFieldSize(field, value) : result
  }
  ;(field as { validate?: Validate }).validate = guarded
  wrapped.add(field)
}

type Scope = { collection?: string; global?: string }

/**
 * Refuses the whole write, before any hook or coercion, when a value sent has the wrong type
 * (sizes over the default caps too; the field's own limits wait for validate, since a hook may
 * trim a text into them): hooks then only ever see values of their field's type (a hook's `.trim()` on an object
 * would be a 500), and Payload's coercions ("abc" → NaN, a string group → {}) never hide one.
 */
function refuseWrongTypes(
  fields: Field[],
  data: unknown,
  req: PayloadRequest,
  scope: Scope,
  context: TypeContext,
) {
  if (data === undefined || data === null) return
  const problems = isPlainObject(data)
    ? findTypeProblems(fields, data, req.payload.config, context)
    : [{ path: 'data', message: t.fieldTypes.group }]
  if (problems.length) throw new ValidationError({ ...scope, errors: problems, req }, req.t)
}

const WRITES = new Set(['create', 'update'])

const typeHooks = new WeakSet<object>()
/** Whether a beforeOperation hook is this module's check (tests take it out to reach validate). */
export const isTypeCheckHook = (hook: unknown) => typeof hook === 'function' && typeHooks.has(hook)

/**
 * Fields that Payload itself writes, from the session, in a shape of its own: the admin saves a
 * preference's owner as `{ collection, value }`, which the relationship check would refuse.
 */
export const PAYLOAD_SHAPED: Record<string, string[]> = { 'payload-preferences': ['user'] }

/**
 * Every field of every collection and global refuses a value of the wrong type or size before its
 * own rules run (payload.config.ts, on the sanitized config): once when the write arrives
 * (beforeOperation, the data as sent) and again in the field's validator (the value after hooks),
 * which also refuses values over the field's size.
 */
export function enforceFieldTypes(config: SanitizedConfig): void {
  // Postgres ids are numbers; a collection with its own text `id` field takes text ids.
  const textIds = new Set(
    config.collections
      .filter((c) =>
        c.fields.some((f) => fieldAffectsData(f) && f.name === 'id' && f.type === 'text'),
      )
      .map((c) => c.slug),
  )
  const context: TypeContext = { textIds }
  const guardAll = (fields: Field[]) =>
    eachField(fields, config, (field) => {
      if (isStored(field)) guardValidate(field, context)
    })

  for (const collection of config.collections) {
    const own = PAYLOAD_SHAPED[collection.slug] ?? []
    const fields = collection.fields.filter((f) => !('name' in f && own.includes(f.name)))
    guardAll(fields)
    const scope = { collection: collection.slug }
    const hook: CollectionBeforeOperationHook = ({ args, operation, req }) => {
      if (WRITES.has(operation) && 'data' in args)
        refuseWrongTypes(fields, args.data, req, scope, context)
      return args
    }
    typeHooks.add(hook)
    collection.hooks.beforeOperation = [hook, ...(collection.hooks.beforeOperation ?? [])]
  }
  for (const global of config.globals) {
    guardAll(global.fields)
    const scope = { global: global.slug }
    const hook: GlobalBeforeOperationHook = ({ args, operation, req }) => {
      if (WRITES.has(operation)) refuseWrongTypes(global.fields, args?.data, req, scope, context)
      return args
    }
    typeHooks.add(hook)
    global.hooks.beforeOperation = [hook, ...(global.hooks.beforeOperation ?? [])]
  }
}
