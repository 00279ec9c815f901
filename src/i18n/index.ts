/**
 * The Spanish catalogue: every interface string comes from here, as `t.<area>.<text>`.
 *
 * Server code imports `{ t }` from here. Client components import the catalogue module itself,
 * `import * as t from '@/i18n/es'`, and read it the same way: the bundler then resolves each
 * `t.<area>` to that area's own file, so a page ships only the areas its components read. Through
 * this `t` (one shared object) every page would carry every area read by any client component.
 * Either way, read areas by name: passing `t` around or indexing it with a variable keeps all.
 */
export * as t from './es'
