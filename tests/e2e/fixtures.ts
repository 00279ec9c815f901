// What every end-to-end spec imports instead of '@playwright/test' (eslint.config.mjs says so).
// A page asks for its scripts after the first paint (src/server/later-scripts.ts): Playwright's
// `load` can come before React has taken the page over, and a click or a typed letter in between
// would be lost. So every navigation of every page, in any context, waits for the mark that
// src/features/site/hydration-mark.tsx sets, or for nothing where no loader ran (JavaScript off,
// the admin, a file).
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

const HYDRATION_TIMEOUT_MS = 15_000

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !('__tarimaLater' in window) || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  )
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const

/** Makes every navigation method of Page wait for hydration too, once per worker. */
function patchPage(prototype: Record<string, unknown>) {
  for (const name of NAVIGATIONS) {
    const original = prototype[name] as (this: Page, ...args: unknown[]) => Promise<unknown>
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
