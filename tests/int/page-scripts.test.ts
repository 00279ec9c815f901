// The scripts every page starts with (React DOM, Next's client, the Turbopack runtime) reach the
// browser with V8's compile hint on their first line (scripts/build.mjs), so Chrome compiles them
// on a background thread instead of on the main thread during the load. And the frame of every
// page (logo, favicon) and a listing without a photo build no SVG document on that thread while the
// page loads.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { COMPILE_HINT } from '../../scripts/build.mjs'
import { PLACEHOLDER_IMAGE } from '@/features/directory/listing-image'
import { BASE_URL } from '../helpers/api'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const rootMainFiles: string[] = JSON.parse(
  readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
).rootMainFiles

/** The scripts a page's HTML loads, through the loader of src/server/later-scripts.ts, or preloads. */
async function scriptsOf(page: string): Promise<string[]> {
  const response = await fetch(`${BASE_URL}${page}`)
  expect(response.status, page).toBe(200)
  const html = await response.text()
  return [...html.matchAll(/(?:src="|href="|__tarimaLater\(")(\/_next\/static\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  )
}

describe('scripts every page starts with', () => {
  it('are the ones that carry the compile hint', async () => {
    expect(rootMainFiles.length).toBeGreaterThan(0)
    for (const page of ['/', '/privacy']) {
      const scripts = await scriptsOf(page)
      for (const file of rootMainFiles) expect(scripts, page).toContain(`/_next/${file}`)
    }
  })

  it('are served with the hint on their first line, once', async () => {
    for (const file of rootMainFiles) {
      const response = await fetch(`${BASE_URL}/_next/${file}`)
      expect(response.status, file).toBe(200)
      const code = await response.text()
      expect(code.startsWith(COMPILE_HINT), file).toBe(true)
      expect(code.split(COMPILE_HINT.trim()).length - 1, file).toBe(1)
    }
  })
})

describe("a page's frame", () => {
  it('draws the bundled logo in the page and has a PNG favicon: no SVG document to build', async () => {
    for (const page of ['/', '/privacy']) {
      const response = await fetch(`${BASE_URL}${page}`)
      expect(response.status, page).toBe(200)
      const html = await response.text()
      // Each SVG file shown as an image is a document of its own, built on the main thread.
      const frame = ['header', 'footer'].map((tag) => {
        const part = new RegExp(`<${tag}[\\s\\S]*?</${tag}>`).exec(html)?.[0]
        expect(part, `${page} <${tag}>`).toBeTruthy()
        return part!
      })
      for (const part of frame) expect(part, page).not.toMatch(/<img[^>]+src="[^"]+\.svg"/)
      expect(html, page).not.toMatch(/<link[^>]+rel="icon"[^>]+image\/svg/)
      expect(html, page).toMatch(/<link[^>]+rel="icon"[^>]+href="\/icon[^"]*\.png/)
      expect(html, page).toContain('aria-label="Tarima, ir al inicio"')
    }
  })

  it('shows a listing without a photo with a raster placeholder', async () => {
    expect(PLACEHOLDER_IMAGE).not.toMatch(/\.svg$/)
    const response = await fetch(`${BASE_URL}${PLACEHOLDER_IMAGE}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
  })
})

describe("a visitor's home", () => {
  it('is at most 54 kB of HTML, half of what it weighed with its React payload inline', async () => {
    const response = await fetch(`${BASE_URL}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    // The loader asks for the payload when the page starts (src/server/later-scripts.ts).
    expect(html).not.toContain('self.__next_f.push')
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(54_000)
  })
})
