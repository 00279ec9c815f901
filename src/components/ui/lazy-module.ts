/**
 * A module a page needs only once someone uses it, such as a form's zod schemas (~100 kB gzip,
 * bench/js-size.ts): `preload` (on the form's first focus) downloads it, `current` is it once
 * there. A form sent before it arrives skips the browser's check: the server runs the same one.
 */
export function lazyModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined
  let pending: Promise<M> | undefined
  return {
    preload: () => {
      if (pending) return
      pending = load().then((module) => (loaded = module))
      // A failed download is retried on the next focus; the server still checks the form.
      pending.catch(() => (pending = undefined))
    },
    get current() {
      return loaded
    },
  }
}
