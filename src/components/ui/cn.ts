/**
 * Joins class names, skipping empty ones. Of two Tailwind utilities for the same property the later
 * wins, so a caller's `className` overrides a component's default: `px-4` `px-2` gives `px-2`, and
 * a later `p-4` drops an earlier `px-2`.
 *
 * Our own small merge instead of tailwind-merge (~8.5 kB gzip on every page, bench/js-size.ts),
 * for the utilities this site writes: tests/unit/cn.test.ts holds it to tailwind-merge's answer
 * for the class lists of every component. A class it does not know is kept as is.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  const tokens = classes.filter(Boolean).join(' ').split(/\s+/).filter(Boolean)
  const taken = new Set<string>()
  const kept: string[] = []
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!
    const key = cachedClassKey(token)
    if (key === null) {
      kept.push(token)
      continue
    }
    if (taken.has(key.id)) continue
    kept.push(token)
    taken.add(key.id)
    for (const group of key.conflicts) taken.add(key.scope + group)
  }
  return kept.reverse().join(' ')
}

type Key = { id: string; scope: string; conflicts: readonly string[] }

/**
 * Each class's key, worked out once: a page's components repeat the same few hundred classes, and
 * hydration calls cn() for every element of every client component (a profile of /privacy with a
 * 4x slower CPU had cn() at ~45 ms of the load before this cache and the name index below).
 */
const keys = new Map<string, Key | null>()

function cachedClassKey(token: string): Key | null {
  let key = keys.get(token)
  if (key === undefined) {
    key = classKey(token)
    keys.set(token, key)
  }
  return key
}

/** The group a class sets, within its variants (`md:hover:`) and `!`; null when not a utility. */
function classKey(token: string): Key | null {
  const parts = splitVariants(token)
  let base = parts.pop()!
  let important = ''
  if (base.startsWith('!')) {
    important = '!'
    base = base.slice(1)
  } else if (base.endsWith('!')) {
    important = '!'
    base = base.slice(0, -1)
  }
  if (base.startsWith('-')) base = base.slice(1)
  const group = utilityGroup(base)
  if (group === null) return null
  const scope = `${parts.sort().join(':')}:${important}`
  return { id: scope + group, scope, conflicts: CONFLICTS[group] ?? [] }
}

/** `md:hover:px-2` → ['md', 'hover', 'px-2'], brackets kept whole (`[&>a]:underline`). */
function splitVariants(token: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < token.length; i++) {
    const char = token[i]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, i))
      start = i + 1
    }
  }
  parts.push(token.slice(start))
  return parts
}

const one = (words: string) => new Set(words.split(' '))

/** Utilities that are a whole word: their group. */
const WORDS: Record<string, string> = {}
for (const [group, words] of Object.entries({
  display:
    'block inline-block inline flex inline-flex grid inline-grid contents hidden table table-row table-cell flow-root list-item',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'font-style': 'italic not-italic',
  'text-decoration': 'underline overline line-through no-underline',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'font-smoothing': 'antialiased subpixel-antialiased',
  sr: 'sr-only not-sr-only',
  isolation: 'isolate isolation-auto',
  'tabular-nums': 'tabular-nums',
  container: 'container',
  grow: 'grow',
  shrink: 'shrink',
  transition: 'transition',
  'ring-w': 'ring',
  shadow: 'shadow',
  'border-w': 'border',
  rounded: 'rounded',
  'outline-w': 'outline',
  'border-collapse': 'border-collapse border-separate',
})) {
  for (const word of one(words)) WORDS[word] = group
}

const SIZES = one('xs sm base lg xl 2xl 3xl 4xl 5xl 6xl 7xl 8xl 9xl')
const ALIGN = one('left center right justify start end')
const WEIGHTS = one('thin extralight light normal medium semibold bold extrabold black')
const LINE_STYLES = one('solid dashed dotted double hidden none')
const SHADOWS = one('2xs xs sm md lg xl 2xl none inner')
const isNumber = (value: string) => /^\d+(\.\d+)?(px)?$/.test(value)
const isLength = (value: string) =>
  /^\[(length:|\d|calc|min|max|clamp|var\(--[\w-]*(spacing|size|width))/.test(value) ||
  /^\((length:)/.test(value)

/**
 * Utilities with a value, by name (longest first): the group, or a function of the value for the
 * names Tailwind shares between properties (`text-sm` size, `text-stone-600` colour).
 */
const NAMED: [string, string | ((value: string) => string)][] = (
  [
    ['underline-offset', 'underline-offset'],
    ['outline-offset', 'outline-offset'],
    ['ring-offset', (v) => (isNumber(v) || isLength(v) ? 'ring-offset-w' : 'ring-offset-color')],
    ['pointer-events', 'pointer-events'],
    ['place-content', 'place-content'],
    ['place-items', 'place-items'],
    ['place-self', 'place-self'],
    ['line-clamp', 'line-clamp'],
    ['whitespace', 'whitespace'],
    ['grid-cols', 'grid-cols'],
    ['grid-rows', 'grid-rows'],
    ['grid-flow', 'grid-flow'],
    ['col-span', 'col'],
    ['col-start', 'col-start'],
    ['col-end', 'col-end'],
    ['row-span', 'row'],
    ['translate-x', 'translate-x'],
    ['translate-y', 'translate-y'],
    ['translate', 'translate'],
    ['scroll-mt', 'scroll-mt'],
    ['scroll-pt', 'scroll-pt'],
    ['scroll', 'scroll-behavior'],
    ['overflow-x', 'overflow-x'],
    ['overflow-y', 'overflow-y'],
    ['overflow', 'overflow'],
    ['overscroll', 'overscroll'],
    ['backdrop-blur', 'backdrop-blur'],
    ['mix-blend', 'mix-blend'],
    ['will-change', 'will-change'],
    [
      'decoration',
      (v) =>
        isNumber(v)
          ? 'decoration-thickness'
          : LINE_STYLES.has(v) || v === 'wavy'
            ? 'decoration-style'
            : 'decoration-color',
    ],
    ['space-x', 'space-x'],
    ['space-y', 'space-y'],
    ['divide-x', 'divide-x'],
    ['divide-y', 'divide-y'],
    ['divide', (v) => (LINE_STYLES.has(v) ? 'divide-style' : 'divide-color')],
    ['inset-x', 'inset-x'],
    ['inset-y', 'inset-y'],
    ['inset', 'inset'],
    ['min-w', 'min-w'],
    ['max-w', 'max-w'],
    ['min-h', 'min-h'],
    ['max-h', 'max-h'],
    ['gap-x', 'gap-x'],
    ['gap-y', 'gap-y'],
    ['gap', 'gap'],
    ['size', 'size'],
    ['rounded-tl', 'rounded-tl'],
    ['rounded-tr', 'rounded-tr'],
    ['rounded-bl', 'rounded-bl'],
    ['rounded-br', 'rounded-br'],
    ['rounded-t', 'rounded-t'],
    ['rounded-r', 'rounded-r'],
    ['rounded-b', 'rounded-b'],
    ['rounded-l', 'rounded-l'],
    ['rounded', 'rounded'],
    ...(['x', 'y', 't', 'r', 'b', 'l', 's', 'e'] as const).map(
      (side): [string, (v: string) => string] => [
        `border-${side}`,
        (v) =>
          v === '' || isNumber(v) || isLength(v) ? `border-w-${side}` : `border-color-${side}`,
      ],
    ),
    [
      'border',
      (v) =>
        isNumber(v) || isLength(v)
          ? 'border-w'
          : LINE_STYLES.has(v)
            ? 'border-style'
            : 'border-color',
    ],
    [
      'outline',
      (v) =>
        isNumber(v) || isLength(v)
          ? 'outline-w'
          : LINE_STYLES.has(v)
            ? 'outline-style'
            : 'outline-color',
    ],
    [
      'ring',
      (v) => (isNumber(v) || isLength(v) ? 'ring-w' : v === 'inset' ? 'ring-inset' : 'ring-color'),
    ],
    ['shadow', (v) => (SHADOWS.has(v) || v.startsWith('[') ? 'shadow' : 'shadow-color')],
    [
      'text',
      (v) =>
        SIZES.has(v.split('/')[0]!) || isLength(v)
          ? 'font-size'
          : ALIGN.has(v)
            ? 'text-align'
            : v === 'wrap' || v === 'nowrap' || v === 'balance' || v === 'pretty'
              ? 'text-wrap'
              : 'text-color',
    ],
    ['font', (v) => (WEIGHTS.has(v) ? 'font-weight' : 'font-family')],
    [
      'bg',
      (v) =>
        /^(top|bottom|left|right|center)/.test(v)
          ? 'bg-position'
          : v === 'auto' || v === 'cover' || v === 'contain'
            ? 'bg-size'
            : v.startsWith('repeat') || v === 'no-repeat'
              ? 'bg-repeat'
              : v === 'fixed' || v === 'local' || v === 'scroll'
                ? 'bg-attachment'
                : /^(linear|radial|conic|gradient|none|\[url)/.test(v)
                  ? 'bg-image'
                  : 'bg-color',
    ],
    [
      'flex',
      (v) =>
        /^(row|col)/.test(v)
          ? 'flex-direction'
          : /^(wrap|nowrap)/.test(v)
            ? 'flex-wrap'
            : /^(\d+|\d+\/\d+|auto|initial|none|\[.+\])$/.test(v)
              ? 'flex'
              : '',
    ],
    [
      'object',
      (v) => (one('contain cover fill none scale-down').has(v) ? 'object-fit' : 'object-position'),
    ],
    ['list', (v) => (v === 'inside' || v === 'outside' ? 'list-position' : 'list-type')],
    [
      'break',
      (v) =>
        v === 'normal' || v === 'words' || v === 'all' || v === 'keep' ? 'word-break' : 'break',
    ],
    ['transition', 'transition'],
    ['duration', 'duration'],
    ['ease', 'ease'],
    ['delay', 'delay'],
    ['animate', 'animate'],
    ['tracking', 'tracking'],
    ['leading', 'leading'],
    ['opacity', 'opacity'],
    ['cursor', 'cursor'],
    ['select', 'select'],
    ['resize', 'resize'],
    ['items', 'items'],
    ['justify', 'justify'],
    ['content', 'content'],
    ['self', 'self'],
    ['order', 'order'],
    ['basis', 'basis'],
    ['grow', 'grow'],
    ['shrink', 'shrink'],
    ['aspect', 'aspect'],
    ['align', 'align'],
    ['indent', 'indent'],
    ['accent', 'accent'],
    ['caret', 'caret'],
    ['fill', 'fill'],
    ['stroke', (v) => (isNumber(v) ? 'stroke-w' : 'stroke-color')],
    ['scale', 'scale'],
    ['rotate', 'rotate'],
    ['touch', 'touch'],
    [
      'snap',
      (v) =>
        /^(x|y|both|none)$/.test(v)
          ? 'snap-type'
          : v === 'mandatory' || v === 'proximity'
            ? 'snap-strictness'
            : v === 'normal' || v === 'always'
              ? 'snap-stop'
              : 'snap-align',
    ],
    ['blur', 'blur'],
    ['top', 'top'],
    ['right', 'right'],
    ['bottom', 'bottom'],
    ['left', 'left'],
    ['z', 'z'],
    ['w', 'w'],
    ['h', 'h'],
    ...['p', 'm'].flatMap((box) =>
      ['', 'x', 'y', 't', 'r', 'b', 'l', 's', 'e'].map((side): [string, string] => [
        box + side,
        box + side,
      ]),
    ),
  ] satisfies [string, string | ((value: string) => string)][]
).sort((a, b) => b[0].length - a[0].length)

/** NAMED by name, looked up instead of walked; the first entry of a name wins. */
const NAMED_INDEX = new Map([...NAMED].reverse())

function utilityGroup(base: string): string | null {
  // An arbitrary property, `[mask-type:alpha]`: its property is the group.
  if (base.startsWith('[')) return /^\[([\w-]+):/.exec(base)?.[1] ?? null
  const word = WORDS[base]
  if (word) return word
  // The longest name that is the class or the class up to one of its dashes: `border-t-2` tries
  // `border-t-2`, `border-t`, then `border`.
  for (let end = base.length; end > 0; end = base.lastIndexOf('-', end - 1)) {
    const group = NAMED_INDEX.get(base.slice(0, end))
    if (group !== undefined) {
      const value = base.slice(end + 1)
      return (typeof group === 'string' ? group : group(value)) || null
    }
  }
  return null
}

const sides = (prefix: string, list: string) => list.split(' ').map((side) => `${prefix}-${side}`)

/** What a later class of a group also overrides: `p-4` drops `px-2`, `text-lg` drops `leading-6`. */
const CONFLICTS: Record<string, readonly string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  flex: ['basis', 'grow', 'shrink'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-tl',
    'rounded-tr',
    'rounded-bl',
    'rounded-br',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': sides('border-w', 'x y t r b l s e'),
  'border-w-x': sides('border-w', 'r l'),
  'border-w-y': sides('border-w', 't b'),
  'border-color': sides('border-color', 'x y t r b l s e'),
  'border-color-x': sides('border-color', 'r l'),
  'border-color-y': sides('border-color', 't b'),
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
}
