// `npx tsx scripts/make-og-image.ts`: draws public/og-image.png, the site's sharing image
// (1200 × 630). Social previews show no SVG, so the brand (public/logo.svg on the stage lights of
// globals.css, with the catalogue's name and tagline) is drawn once into a PNG kept in the
// repository. Run it again after the logo or the tagline change; the fonts are the machine's.
import { readFile } from 'node:fs/promises'

import sharp from 'sharp'

import { site } from '../src/i18n/site'

const WIDTH = 1200
const HEIGHT = 630
const MARK = 240

/** The tagline on two lines, broken at the space nearest its middle. */
function twoLines(text: string): [string, string] {
  const middle = text.length / 2
  let cut = text.indexOf(' ')
  for (let i = cut; i !== -1; i = text.indexOf(' ', i + 1)) {
    if (Math.abs(i - middle) < Math.abs(cut - middle)) cut = i
  }
  return [text.slice(0, cut), text.slice(cut + 1)]
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const font = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"
const [first, second] = twoLines(site.tagline)
const stage = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <radialGradient id="fuchsia" cx="85%" cy="-10%" r="75%">
      <stop offset="0" stop-color="#c026d3" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#c026d3" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="amber" cx="0%" cy="110%" r="65%">
      <stop offset="0" stop-color="#f59e0b" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#f59e0b" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="#0c0a12"/>
  <rect width="100%" height="100%" fill="url(#fuchsia)"/>
  <rect width="100%" height="100%" fill="url(#amber)"/>
  <g font-family="${font}">
    <text x="400" y="300" font-size="128" font-weight="800" fill="#ffffff">${escape(site.name)}</text>
    <text x="404" y="370" font-size="34" fill="#d6d3d1">${escape(first)}</text>
    <text x="404" y="416" font-size="34" fill="#d6d3d1">${escape(second)}</text>
  </g>
</svg>`

// The 40 × 40 logo rasterised at the mark's size, not scaled up from 40 px.
const logo = await readFile(new URL('../public/logo.svg', import.meta.url))
const mark = await sharp(logo, { density: (72 * MARK) / 40 })
  .resize(MARK, MARK)
  .png()
  .toBuffer()

await sharp(Buffer.from(stage))
  .composite([{ input: mark, left: 120, top: (HEIGHT - MARK) / 2 }])
  .removeAlpha()
  .png({ compressionLevel: 9 })
  .toFile(new URL('../public/og-image.png', import.meta.url).pathname)
console.log(`public/og-image.png: ${WIDTH} × ${HEIGHT}`)
