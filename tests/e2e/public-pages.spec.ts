import { expect, test, type APIRequestContext } from './fixtures'

import { firstOfEachKind, publicPaths } from '../helpers/public-pages'
import { expectAccessible } from './axe'

/** The first page of each kind the sitemaps list: a listing, a producer, two articles. */
async function listedSamples(request: APIRequestContext): Promise<string[]> {
  const locs = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    )
  const listed: string[] = []
  for (const file of await locs('/sitemap.xml')) listed.push(...(await locs(file)))
  return firstOfEachKind(listed)
}

test.describe('every public page', () => {
  test('has no axe violation, and every control is named by what it shows', async ({ page }) => {
    test.setTimeout(300_000)
    const samples = await listedSamples(page.request)
    expect(samples).toHaveLength(4)
    // And the join form.
    const paths = [...publicPaths(samples), '/join']
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await page.goto(path)
        expect(response?.status(), path).toBeLessThan(500)
        // Hydrated: the browser's own buttons (like, follow) are there too.
        await page.waitForLoadState('networkidle')
        // Every impact, and the experimental rule for names that hide the visible text (the
        // similar-artist cards' aria-label did). Embedded players are other sites' pages.
        await expectAccessible(page, {
          exclude: ['iframe'],
          rules: ['label-content-name-mismatch'],
          all: true,
        })
      })
    }
  })

  test('the similar-artist cards are links named by what they show', async ({ page }) => {
    const [artist] = await listedSamples(page.request)
    await page.goto(artist!)
    const cards = page.getByRole('region', { name: 'Artistas similares' }).getByRole('link')
    await expect(cards.first()).toBeVisible()
    for (const card of await cards.all()) {
      const name = await card.evaluate((link) => link.getAttribute('aria-label'))
      expect(name).toBeNull()
      // The link is the card's name; the whole card is its click target.
      const text = (await card.textContent())?.trim()
      await expect(card).toHaveAccessibleName(text!)
    }
  })
})
