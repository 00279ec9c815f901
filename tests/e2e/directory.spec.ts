import { expect, test, type Page } from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

test.use({ extraHTTPHeaders: clientIpHeaders() })

// A filter change waits for the server to render the new results before the URL changes.
const NAVIGATION = { timeout: 30_000 }

const cards = (page: Page) => page.getByRole('link', { name: /^Ver perfil de / })
const resultLine = (page: Page) => page.getByRole('status').filter({ hasText: /^Mostrando / })
/** A link, so that without JavaScript it opens the next page. */
const loadMore = (page: Page) => page.getByRole('link', { name: 'Cargar Más Profesionales' })

test.describe('directory', () => {
  test('chips and dropdowns filter through the URL, survive a reload and clear', async ({
    page,
  }) => {
    // Five server renders in a row: slow on a busy machine.
    test.slow()
    await page.goto('/artists')
    await expect(page.getByRole('heading', { level: 1, name: 'Directorio' })).toBeVisible()
    await expect(resultLine(page)).toHaveText(/^Mostrando 12 de \d+ resultados \(\d+ total\)$/)
    await expect(cards(page)).toHaveCount(12)
    await expectAccessible(page)

    const chips = page.getByRole('group', { name: 'Géneros rápidos' })
    await chips.getByRole('button', { name: 'Reggaeton', exact: true }).click()
    await expect(page).toHaveURL(/genre=Reggaeton/, NAVIGATION)
    await expect(chips.getByRole('button', { name: 'Reggaeton', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await page.getByRole('button', { name: 'Más Filtros' }).click()
    await page.getByRole('combobox', { name: 'País', exact: true }).selectOption('Puerto Rico')
    await expect(page).toHaveURL(/country=Puerto\+Rico/, NAVIGATION)
    await expect(resultLine(page)).toHaveText(/^Mostrando (\d+) de \1 resultados/)
    const filtered = await cards(page).count()
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBeLessThan(12)

    await page.reload()
    await expect(page.getByRole('combobox', { name: 'País', exact: true })).toHaveValue(
      'Puerto Rico',
    )
    await expect(page.getByRole('combobox', { name: 'Género', exact: true })).toHaveValue(
      'Reggaeton',
    )
    await expect(cards(page)).toHaveCount(filtered)

    await page.getByRole('button', { name: 'Limpiar Filtros' }).click()
    await expect(page).toHaveURL(/\/artists$/, NAVIGATION)
    await expect(chips.getByRole('button', { name: 'Todos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(cards(page)).toHaveCount(12)
  })

  test('the search box tolerates accents and typos, and shows the empty state', async ({
    page,
  }) => {
    await page.goto('/artists')
    const search = page.getByRole('searchbox', { name: 'Buscar profesionales' })
    await search.fill('regueton')
    await expect(page).toHaveURL(/q=regueton/, NAVIGATION)
    await expect(cards(page).first()).toBeVisible()
    await expect(resultLine(page)).toHaveText(/^Mostrando \d+ de \d+ resultados/)

    await search.fill('zzqqxxww')
    await expect(
      page.getByText('No se encontraron profesionales con los filtros seleccionados'),
    ).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Limpiar Filtros' }).first().click()
    await expect(search).toHaveValue('')
    await expect(cards(page)).toHaveCount(12)
  })

  test('"Cargar Más Profesionales" adds 12, and the view switches to a list', async ({ page }) => {
    await page.goto('/artists')
    await expect(loadMore(page)).toHaveAttribute('href', '/artists?n=24')
    await loadMore(page).click()
    await expect(page).toHaveURL(/n=24/, NAVIGATION)
    await expect(cards(page)).toHaveCount(24)
    await expect(resultLine(page)).toHaveText(/^Mostrando 24 de/)

    await page.getByRole('button', { name: 'Vista de lista' }).click()
    await expect(page).toHaveURL(/view=list/, NAVIGATION)
    await expect(page.getByRole('button', { name: 'Vista de lista' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(cards(page)).toHaveCount(24)
    await expectAccessible(page)
  })

  test('the keyboard keeps its place: chips, the view toggle, "Más Filtros" and "Cargar Más"', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/artists')
    const chips = page.getByRole('group', { name: 'Géneros rápidos' })
    const pop = chips.getByRole('button', { name: 'Pop', exact: true })
    await pop.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/genre=Pop/, NAVIGATION)
    await expect(pop).toHaveAttribute('aria-pressed', 'true')
    await expect(pop).toBeFocused()

    const list = page.getByRole('button', { name: 'Vista de lista' })
    await list.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/view=list/, NAVIGATION)
    await expect(list).toHaveAttribute('aria-pressed', 'true')
    await expect(list).toBeFocused()

    // Opening "Más Filtros" leads to the dropdowns it revealed.
    await page.getByRole('button', { name: 'Más Filtros' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('combobox', { name: 'Género', exact: true })).toBeFocused()

    // "Cargar Más": the first new card takes the focus.
    await chips.getByRole('button', { name: 'Todos', exact: true }).click()
    await expect(page).not.toHaveURL(/genre=/, NAVIGATION)
    await expect(cards(page)).toHaveCount(12)
    await loadMore(page).focus()
    await page.keyboard.press('Enter')
    await expect(cards(page)).toHaveCount(24, NAVIGATION)
    await expect(cards(page).nth(12)).toBeFocused()
  })

  test('Back undoes each filter change, one typed search at a time, and keeps the site', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/')
    await page.goto('/artists')
    const chips = page.getByRole('group', { name: 'Géneros rápidos' })
    const search = page.getByRole('searchbox', { name: 'Buscar profesionales' })
    const country = page.getByRole('combobox', { name: 'País', exact: true })

    // A chip chosen with the keyboard keeps the focus.
    const salsa = chips.getByRole('button', { name: 'Salsa', exact: true })
    await salsa.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/\/artists\?genre=Salsa$/, NAVIGATION)
    await expect(salsa).toHaveAttribute('aria-pressed', 'true')
    await expect(salsa).toBeFocused()

    await page.getByRole('button', { name: 'Más Filtros' }).click()
    await country.selectOption('Puerto Rico')
    await expect(page).toHaveURL(/genre=Salsa&country=Puerto\+Rico$/, NAVIGATION)

    // Typed with pauses: still one step.
    await search.pressSequentially('gab', { delay: 50 })
    await expect(page).toHaveURL(/q=gab/, NAVIGATION)
    await search.pressSequentially('riela', { delay: 50 })
    await expect(page).toHaveURL(/q=gabriela/, NAVIGATION)
    await expect(cards(page)).toHaveCount(1)

    // The list view is the same results: not a step.
    await page.getByRole('button', { name: 'Vista de lista' }).click()
    await expect(page).toHaveURL(/view=list/, NAVIGATION)

    await page.goBack()
    await expect(page).toHaveURL(/\/artists\?genre=Salsa&country=Puerto\+Rico$/, NAVIGATION)
    await expect(search).toHaveValue('')
    await expect(country).toHaveValue('Puerto Rico')
    await page.goBack()
    await expect(page).toHaveURL(/\/artists\?genre=Salsa$/, NAVIGATION)
    // "Más Filtros" may be closed again, its dropdowns gone: no country is chosen either way.
    await expect(page.locator('#campo-country option:checked:not([value=""])')).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/artists$/, NAVIGATION)
    await expect(chips.getByRole('button', { name: 'Todos', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(cards(page)).toHaveCount(12)
    await page.goForward()
    await expect(page).toHaveURL(/\/artists\?genre=Salsa$/, NAVIGATION)
    await expect(salsa).toHaveAttribute('aria-pressed', 'true')
  })

  test('"Crear Perfil" sends visitors to sign up', async ({ page }) => {
    await page.goto('/artists')
    await expect(page.getByRole('link', { name: 'Crear Perfil' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    )
  })
})

test.describe('directory without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Cargar Más Profesionales" is a link to the next page', async ({ page }) => {
    await page.goto('/artists')
    await expect(cards(page)).toHaveCount(12)
    await loadMore(page).click()
    await expect(page).toHaveURL(/\/artists\?n=24$/)
    await expect(cards(page)).toHaveCount(24)
  })
})

test.describe('artist search dialog', () => {
  test('finds Valeria by "valeria" and opens her page', async ({ page }) => {
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Buscar artistas' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Buscar artistas' })
    await expect(dialog).toBeVisible()
    const box = dialog.getByRole('combobox', { name: 'Buscar artistas por nombre' })
    await expect(box).toBeFocused()
    await expect(dialog.getByText('Escribe para buscar artistas por nombre')).toBeVisible()

    await box.fill('zzqqxxww')
    await expect(dialog.getByText('No se encontraron artistas')).toBeVisible()

    await box.fill('valeria')
    await expect(dialog.getByRole('option', { name: /Valeria Rivera/ })).toBeVisible()
    await expectAccessible(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    await box.fill('valeria')
    await expect(dialog.getByRole('option', { name: /Valeria Rivera/ })).toBeVisible()
    await box.press('ArrowDown')
    await expect(dialog.getByRole('option', { name: /Valeria Rivera/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await box.press('Enter')
    await expect(page).toHaveURL(/\/artists\/\d+$/, NAVIGATION)
  })

  test('two words narrow the results; on a phone every result shows its country @movil', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Buscar artistas' }).click()
    const dialog = page.getByRole('dialog', { name: 'Buscar artistas' })
    await dialog.getByRole('combobox', { name: 'Buscar artistas por nombre' }).fill('rivera vale')
    const option = dialog.getByRole('option', { name: /Valeria Rivera/ })
    await expect(option).toBeVisible()
    await expect(dialog.getByRole('option')).toHaveCount(1)
    // The country is the last detail: it must be inside the dialog, not cut off.
    const country = option.getByText(/Puerto Rico/)
    await expect(country).toBeVisible()
    const [countryBox, dialogBox] = await Promise.all([country.boundingBox(), dialog.boundingBox()])
    expect(countryBox!.x + countryBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width)
    const text = await country.evaluate((node) => {
      const style = getComputedStyle(node)
      return { overflow: style.textOverflow, scroll: node.scrollWidth, client: node.clientWidth }
    })
    expect(text.scroll).toBeLessThanOrEqual(text.client)
  })

  test('searches names only: "ra" anywhere in a name, never a role or a genre', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Buscar artistas' }).click()
    const dialog = page.getByRole('dialog', { name: 'Buscar artistas' })
    const box = dialog.getByRole('combobox', { name: 'Buscar artistas por nombre' })
    await box.fill('ra')
    await expect(dialog.getByRole('option', { name: /Camila Ferreyra/ })).toBeVisible()
    await expect(dialog.getByRole('option', { name: /Valeria Rivera/ })).toBeVisible()
    // A rapper and a radio host whose names have no "ra".
    await expect(dialog.getByRole('option', { name: /Joel/ })).toHaveCount(0)
    await expect(dialog.getByRole('option', { name: /Emilio Paz/ })).toHaveCount(0)
    await box.fill('reggaeton')
    await expect(dialog.getByText('No se encontraron artistas')).toBeVisible()
  })

  test('says so when the search fails, instead of the hint', async ({ page }) => {
    await page.route('**/artists/search?**', (route) => route.fulfill({ status: 500, body: '' }))
    await page.goto('/')
    await page.getByRole('button', { name: 'Buscar artistas' }).click()
    const dialog = page.getByRole('dialog', { name: 'Buscar artistas' })
    await dialog.getByRole('combobox', { name: 'Buscar artistas por nombre' }).fill('valeria')
    await expect(dialog.getByRole('status')).toHaveText('No se pudo completar la búsqueda')
    await expect(dialog.getByText('Escribe para buscar artistas por nombre')).toHaveCount(0)
    // Offline: the same.
    await page.unroute('**/artists/search?**')
    await page.route('**/artists/search?**', (route) => route.abort())
    await dialog.getByRole('combobox', { name: 'Buscar artistas por nombre' }).fill('luna')
    await expect(dialog.getByRole('status')).toHaveText('No se pudo completar la búsqueda')
  })
})
