/**
 * A module a page needs only once someone uses it, such as a form's zod schemas (~100 kB gzip,
 * bench/js-size.ts): `preload` (on the form's first focus) downloads it, `current` is it once
 * there, and `load()` waits for it. A form sent before it arrives may skip the browser's check
 * (the server runs the same one) or wait with `load()`.
 */
export function lazyModule<M>(download: () => Promise<M>) {
  let loaded: M | undefined
  let pending: Promise<M> | undefined
  const load = () => {
    if (!pending) {
      pending = download().then((module) => (loaded = module))
      // A failed download is tried again next time; the server still checks the form.
      pending.catch(() => (pending = undefined))
    }
    return pending
  }
  return {
    preload: () => void load().catch(() => undefined),
    load,
    get current() {
      return loaded
    },
  }
}
