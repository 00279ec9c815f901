import { createTailwindMerge } from 'tailwind-merge'

/**
 * Joins class names, skipping empty ones; of two Tailwind utilities for the same property the later
 * wins, so a caller's `className` overrides a component's default (`px-4` `px-2` gives `px-2`, a
 * later `p-4` drops an earlier `px-2`).
 *
 * tailwind-merge's engine with only the class groups this site writes: its default config is
 * ~6 kB gzip more on every page (docs/PERFORMANCE.md). tests/unit/cn.test.ts holds this to the
 * default config's answer for every class list in src/; a utility missing here fails it.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return merge(...classes)
}

type Group = (string | ((value: string) => boolean) | { [part: string]: Group })[]

const any = () => true
const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value)
const isLength = (value: string) =>
  isNumber(value) || /^\[(length:|[\d.]+(px|r?em|%)\]|(calc|min|max|clamp)\()/.test(value)
const isArbitrary = (value: string) => value.startsWith('[')
const isTshirtSize = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value)

const words = (list: string) => list.split(' ')
const SIDES = words('x y t r b l s e')
const CORNERS = words('t r b l s e tl tr bl br ss se es ee')
const BOX = ['', ...SIDES].flatMap((side) => [`p${side}`, `m${side}`])

const groups: Record<string, Group> = {
  display: words(
    'block inline-block inline flex inline-flex table grid inline-grid contents list-item hidden flow-root',
  ),
  position: words('static fixed absolute relative sticky'),
  float: [{ float: words('right left none start end') }],
  clear: [{ clear: words('left right both none start end') }],
  visibility: words('visible invisible collapse'),
  sr: ['sr-only'],
  'not-sr': ['not-sr-only'],
  isolation: words('isolate isolation-auto'),
  'text-transform': words('uppercase lowercase capitalize normal-case'),
  'font-style': words('italic not-italic'),
  'text-decoration': words('underline overline line-through no-underline'),
  'text-overflow': words('truncate text-ellipsis text-clip'),
  'font-smoothing': words('antialiased subpixel-antialiased'),
  'fvn-spacing': words('proportional-nums tabular-nums'),
  'font-size': [{ text: ['base', isTshirtSize, isLength] }],
  'text-alignment': [{ text: words('left center right justify start end') }],
  'text-wrap': [{ text: words('wrap nowrap balance pretty') }],
  'text-color': [{ text: [any] }],
  'bg-color': [{ bg: [any] }],
  'font-weight': [
    { font: words('thin extralight light normal medium semibold bold extrabold black') },
  ],
  'font-family': [{ font: [any] }],
  'flex-direction': [{ flex: words('row row-reverse col col-reverse') }],
  'flex-wrap': [{ flex: words('wrap wrap-reverse nowrap') }],
  flex: [{ flex: [isNumber, 'auto', 'initial', 'none', isArbitrary] }],
  grow: [{ grow: ['', isNumber] }],
  shrink: [{ shrink: ['', isNumber] }],
  'object-fit': [{ object: words('contain cover fill none scale-down') }],
  'object-position': [{ object: [any] }],
  'list-style-position': [{ list: ['inside', 'outside'] }],
  'list-style-type': [{ list: [any] }],
  'snap-type': [{ snap: words('none x y both') }],
  'snap-strictness': [{ snap: ['mandatory', 'proximity'] }],
  'snap-align': [{ snap: words('start end center align-none') }],
  'scroll-behavior': [{ scroll: ['auto', 'smooth'] }],
  content: [{ content: ['none', isArbitrary] }],
  select: [{ select: words('none text all auto') }],
  resize: [{ resize: ['none', '', 'x', 'y'] }],
  touch: [{ touch: ['auto', 'none', 'manipulation'] }],
  transition: [{ transition: ['', any] }],
  'backdrop-blur': [{ 'backdrop-blur': ['', any] }],
  'border-w': [{ border: ['', isLength] }],
  ...Object.fromEntries(
    SIDES.map((side) => [`border-w-${side}`, [{ [`border-${side}`]: ['', isLength] }]]),
  ),
  'border-style': [{ border: words('solid dashed dotted double hidden none') }],
  'border-color': [{ border: [any] }],
  ...Object.fromEntries(
    SIDES.map((side) => [`border-color-${side}`, [{ [`border-${side}`]: [any] }]]),
  ),
  'divide-y': [{ 'divide-y': ['', isLength] }],
  'divide-x': [{ 'divide-x': ['', isLength] }],
  'divide-color': [{ divide: [any] }],
  'outline-w': [{ outline: ['', isLength] }],
  'outline-style': [{ outline: words('solid dashed dotted double none hidden') }],
  'outline-color': [{ outline: [any] }],
  'ring-w': [{ ring: ['', isLength] }],
  'ring-color': [{ ring: [any] }],
  shadow: [{ shadow: ['', 'none', isTshirtSize, isArbitrary] }],
  'shadow-color': [{ shadow: [any] }],
  rounded: [{ rounded: ['', any] }],
  ...Object.fromEntries(
    CORNERS.map((corner) => [`rounded-${corner}`, [{ [`rounded-${corner}`]: ['', any] }]]),
  ),
  // Utilities whose name alone says the property: `max-w-6xl`, `z-[60]`.
  ...Object.fromEntries(
    [
      ...BOX,
      ...words('w h size min-w max-w min-h max-h gap gap-x gap-y space-x space-y top right bottom'),
      ...words('left inset inset-x inset-y z order basis grid-cols grid-rows col-span opacity'),
      ...words('cursor tracking leading whitespace break aspect items justify self line-clamp'),
      ...words('overflow overflow-x overflow-y pointer-events animate accent fill rotate scale'),
      ...words('translate-x translate-y underline-offset outline-offset duration'),
    ].map((name) => [name, [{ [name]: [any] }]]),
  ),
}

const sides = (prefix: string, list: string) => words(list).map((side) => `${prefix}-${side}`)

const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: groups,
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'grow', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    p: BOX.filter((name) => name.startsWith('p') && name !== 'p'),
    px: words('ps pe pr pl'),
    py: words('pt pb'),
    m: BOX.filter((name) => name.startsWith('m') && name !== 'm'),
    mx: words('ms me mr ml'),
    my: words('mt mb'),
    size: ['w', 'h'],
    'line-clamp': ['display', 'overflow'],
    // Tailwind writes these after `sr-only`, so an earlier one would undo the hiding.
    sr: [
      'not-sr',
      'position',
      'size',
      'w',
      'h',
      ...BOX,
      'overflow',
      'overflow-x',
      'overflow-y',
      'whitespace',
    ],
    'not-sr': ['sr'],
    rounded: CORNERS.map((corner) => `rounded-${corner}`),
    'rounded-s': ['rounded-ss', 'rounded-es'],
    'rounded-e': ['rounded-se', 'rounded-ee'],
    'rounded-t': ['rounded-tl', 'rounded-tr'],
    'rounded-r': ['rounded-tr', 'rounded-br'],
    'rounded-b': ['rounded-br', 'rounded-bl'],
    'rounded-l': ['rounded-tl', 'rounded-bl'],
    'border-w': sides('border-w', 'x y s e t r b l'),
    'border-w-x': sides('border-w', 's e r l'),
    'border-w-y': sides('border-w', 't b'),
    'border-color': sides('border-color', 'x y s e t r b l'),
    'border-color-x': sides('border-color', 's e r l'),
    'border-color-y': sides('border-color', 't b'),
  },
  // Only a size with a line height (`text-lg/7`) sets the line height itself.
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: words(
    '* ** after backdrop before details-content file first-letter first-line marker placeholder selection',
  ),
}))
