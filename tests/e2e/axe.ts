import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

type Options = {
  exclude?: string[]
  /**
   * Rules axe leaves off by default to run as well, such as the experimental
   * `label-content-name-mismatch` (the accessible name must contain the visible text).
   */
  rules?: string[]
  /** Fail on every violation, not only serious and critical ones. */
  all?: boolean
}

/** Fails on serious or critical accessibility violations of the page as it is now (`all`: any). */
export async function expectAccessible(page: Page, options: Options = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  if (options.rules?.length) {
    builder = builder.options({
      rules: Object.fromEntries(options.rules.map((rule) => [rule, { enabled: true }])),
    })
  }
  const { violations } = await builder.analyze()
  const failing = violations
    .filter((v) => options.all || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(failing, failing.join('\n')).toEqual([])
}
