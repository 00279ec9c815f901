// What every end-to-end spec imports instead of '@playwright/test' (eslint.config.mjs says so).
// A page runs its scripts after the first paint, or for a visitor on the first touch or after a
// few idle seconds (src/server/later-scripts.ts). So that specs test the page React has taken
// over, every navigation of every page, in any context, starts it at once and waits for the mark
// that src/features/site/hydration-mark.tsx sets, or for nothing where no loader ran (JavaScript
// off, the admin, a file). tests/e2e/later-scripts.spec.ts tests the page before that.
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

const HYDRATION_TIMEOUT_MS = 15_000

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (!('__tarimaStart' in window)) return true
      ;(window.__tarimaStart as () => void)()
      return document.documentElement.hasAttribute('data-hydrated')
    },
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  )
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const

type Navigation = (this: Page, ...args: unknown[]) => Promise<unknown>
let unpatchedGoto: Navigation | undefined

/** `page.goto` as Playwright has it: the page as a visitor has it before their first touch. */
export function gotoUnstarted(page: Page, url: string) {
  return (unpatchedGoto ?? page.goto).call(page, url)
}

/** Makes every navigation method of Page wait for hydration too, once per worker. */
function patchPage(prototype: Record<string, unknown>) {
  unpatchedGoto = prototype.goto as Navigation
  for (const name of NAVIGATIONS) {
    const original = prototype[name] as Navigation
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const result = await original.apply(this, args)
      await waitForHydration(this)
      return result
    }
  }
}

export const test = base.extend<object, { hydrationWait: void }>({
  hydrationWait: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      patchPage(Object.getPrototypeOf(await context.newPage()))
      await context.close()
      await use()
    },
    { scope: 'worker', auto: true },
  ],
})
