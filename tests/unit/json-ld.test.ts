import { describe, expect, it } from 'vitest'

import { serializeJsonLd } from '@/lib/json-ld'

// JSON-LD goes into a <script> element, which the HTML parser ends at the first "</script"
// whatever the JSON says: editors' and members' texts must stay inside it.

const attack = '</script><script>alert(1)</script>'

describe('serializeJsonLd', () => {
  it('keeps a value that closes the script tag inside the element', () => {
    const data = { '@type': 'Article', headline: attack, description: '<!-- & -->' }
    const json = serializeJsonLd(data)
    const html = `<script type="application/ld+json">${json}</script>`
    // The element ends where it was meant to: the only "</script" is the real closing tag.
    expect(html.toLowerCase().indexOf('</script')).toBe(html.length - '</script>'.length)
    expect(json).not.toMatch(/[<>&]/)
  })

  it('stays the same JSON value', () => {
    const data = { name: attack, bio: 'Rock & Roll <3', lines: 'a\u2028b\u2029c', n: 1 }
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data)
  })

  it('escapes the line and paragraph separators older parsers end lines at', () => {
    const json = serializeJsonLd({ text: 'a\u2028b\u2029c' })
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}')
  })
})
