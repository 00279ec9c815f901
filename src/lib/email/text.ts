// Text helpers for e-mails and the log transport.

/** Text placed in HTML: the five characters that could open a tag or end an attribute. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The look of an e-mail's main link, inline (many mail programs drop stylesheets). */
export const BUTTON_STYLE =
  'display:inline-block;background:#fbbf24;color:#0c0a12;padding:12px 20px;border-radius:999px;font-weight:bold;text-decoration:none'

// C0/C1 control characters and the Unicode line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g

/** One line of untrusted text (a name, a subject): every control character becomes a space. */
export const singleLine = (value: string) => value.replace(CONTROL, ' ')

/** Shows control characters as escapes (\n, \u001b), so a logged value can never start a line. */
export const escapeControls = (value: string) =>
  value.replace(CONTROL, (char) => {
    if (char === '\n') return '\\n'
    if (char === '\r') return '\\r'
    if (char === '\t') return '\\t'
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  })

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

const decodeEntities = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })

// An <a href="…">label</a>: the quote, the href and the label.
const ANCHOR = /<a\s[^>]*?href\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi

/** Every web link of an e-mail, once each: the HTML's hrefs, then the URLs written in its text. */
export function mailLinks(html: string, text = ''): string[] {
  const hrefs = [...html.matchAll(ANCHOR)].map((match) => decodeEntities(match[2]).trim())
  // A sentence's final full stop or comma is not part of the URL before it.
  const written = (text.match(/https?:\/\/[^\s<>"'()]+/g) ?? []).map((url) =>
    url.replace(/[.,;:!?]+$/, ''),
  )
  return [...new Set([...hrefs, ...written])].filter((link) => /^https?:\/\//i.test(link))
}

/**
 * The text alternative of an HTML e-mail (Payload's own forgot-password mail has only HTML): one
 * paragraph per block and every link written out as "label: url", so the text part always shows it.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(head|style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(ANCHOR, (_all, _q, href: string, label: string) => {
      const shown = label.replace(/<[^>]+>/g, '').trim()
      return shown && decodeEntities(shown) !== decodeEntities(href) ? `${shown}: ${href}` : href
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
