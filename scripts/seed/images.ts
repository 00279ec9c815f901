// Demo images drawn locally (no network): an SVG with a gradient whose colours come from a hash of
// the name, a music motif and the initials or a title, rendered by sharp to JPEG.
import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"

/** FNV-1a: a small stable hash, so a name always gets the same colours and motif. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

/** "Luna Vega" → "LV"; "DJ Tormenta" → "DT"; a single word gives its first two letters. */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  if (!words.length) return '♪'
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase()
  return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase()
}

function palette(seed: number) {
  const hue = seed % 360
  const hue2 = (hue + 40 + ((seed >>> 9) % 80)) % 360
  return {
    from: `hsl(${hue}, 78%, 52%)`,
    to: `hsl(${hue2}, 72%, 24%)`,
    accent: `hsl(${(hue + 180) % 360}, 90%, 70%)`,
  }
}

/** One of four music motifs, drawn in white at low opacity over the gradient. */
function motif(kind: number, w: number, h: number, seed: number): string {
  const cx = w / 2
  const cy = h / 2
  const r = Math.min(w, h)
  switch (kind % 4) {
    case 0: {
      // Vinyl record.
      const rings = [0.46, 0.4, 0.34, 0.28, 0.22]
        .map(
          (k) =>
            `<circle cx="${cx}" cy="${cy}" r="${r * k}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="${r * 0.008}"/>`,
        )
        .join('')
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.47}" fill="#000" fill-opacity="0.28"/>${rings}<circle cx="${cx}" cy="${cy}" r="${r * 0.1}" fill="#fff" fill-opacity="0.22"/>`
    }
    case 1: {
      // Equaliser bars along the bottom.
      const bars = 24
      const bw = w / bars
      return Array.from({ length: bars }, (_, i) => {
        const bh = h * (0.12 + ((((seed >>> (i % 24)) ^ (i * 2654435761)) >>> 0) % 100) / 260)
        return `<rect x="${i * bw + bw * 0.15}" y="${h - bh}" width="${bw * 0.7}" height="${bh}" rx="${bw * 0.2}" fill="#fff" fill-opacity="0.18"/>`
      }).join('')
    }
    case 2: {
      // Sound waves.
      return Array.from({ length: 6 }, (_, i) => {
        const amp = h * (0.05 + i * 0.02)
        const y = cy + (i - 2.5) * h * 0.06
        const d = `M0 ${y} C ${w * 0.25} ${y - amp}, ${w * 0.25} ${y + amp}, ${w * 0.5} ${y} S ${w * 0.75} ${y - amp}, ${w} ${y}`
        return `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${0.1 + i * 0.03}" stroke-width="${r * 0.012}"/>`
      }).join('')
    }
    default: {
      // Big music note in a corner.
      const s = r / 800
      return `<g transform="translate(${w - 330 * s} ${h - 620 * s}) scale(${s * 1.6})" fill="#fff" fill-opacity="0.17">
        <rect x="150" y="20" width="22" height="250"/><path d="M172 20 L260 60 L260 120 L172 80 Z"/>
        <ellipse cx="120" cy="275" rx="60" ry="42" transform="rotate(-20 120 275)"/></g>`
    }
  }
}

function gradientSvg(w: number, h: number, seed: number, body: string): string {
  const { from, to, accent } = palette(seed)
  const angle = seed % 2 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="g" ${angle}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.25" cy="0.2" r="0.7"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  ${motif(seed >>> 3, w, h, seed)}
  ${body}
</svg>`
}

/** A square 800x800 portrait placeholder: gradient, motif and the person's initials. */
export async function avatarImage(name: string): Promise<Buffer> {
  const seed = hash(name)
  const text = escapeXml(initials(name))
  const body = `<text x="400" y="400" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="300" fill="#fff" fill-opacity="0.92">${text}</text>`
  return sharp(Buffer.from(gradientSvg(800, 800, seed, body)))
    .jpeg({ quality: 82, mozjpeg: false })
    .toBuffer()
}

/** Splits a title into at most `max` lines of about `width` characters. */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line)
      line = word
    } else line = (line + ' ' + word).trim()
  }
  if (line) lines.push(line)
  if (lines.length > max) {
    lines.length = max
    lines[max - 1] = lines[max - 1]!.replace(/\s*\S*$/, '') + '…'
  }
  return lines
}

/** A wide 1600x900 cover for blog posts: gradient, motif, a small label and the title. */
export async function coverImage(title: string, label = 'TARIMA NEWS+'): Promise<Buffer> {
  const seed = hash(title)
  const lines = wrap(title, 30, 3)
  const top = 450 - (lines.length - 1) * 48
  const text = lines
    .map(
      (line, i) =>
        `<text x="110" y="${top + i * 96}" font-family="${FONT}" font-weight="bold" font-size="78" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('')
  const body = `<rect x="110" y="${top - 150}" width="${label.length * 22 + 40}" height="54" rx="27" fill="#000" fill-opacity="0.35"/>
  <text x="130" y="${top - 113}" font-family="${FONT}" font-weight="bold" font-size="28" letter-spacing="3" fill="#fff">${escapeXml(label)}</text>${text}`
  return sharp(Buffer.from(gradientSvg(1600, 900, seed, body)))
    .jpeg({ quality: 82, mozjpeg: false })
    .toBuffer()
}

export { slugify } from '../../src/lib/slug'

/** Stores a generated JPEG in the media collection (as a system job) and returns its id. */
export async function uploadImage(
  payload: Payload,
  req: PayloadRequest | undefined,
  { buffer, alt, filename }: { buffer: Buffer; alt: string; filename: string },
): Promise<number> {
  const name = filename.endsWith('.jpg') ? filename : `${filename}.jpg`
  const doc = await payload.create({
    collection: 'media',
    data: { alt: alt.slice(0, 200) },
    file: { data: buffer, mimetype: 'image/jpeg', name, size: buffer.length },
    overrideAccess: true,
    depth: 0,
    context: { seeding: true },
    req,
  })
  return doc.id
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the results in order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length)
  let next = 0
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  })
  await Promise.all(runners)
  return results
}
