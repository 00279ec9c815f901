// Every public page's HTML as the server sends it, held to the HTML rules the W3C Nu checker
// reported on them: unique ids, a non-empty form action, one title in the head, aria-label only
// where an element has a role that takes a name, `sizes` only beside `srcset`.

import { parse as parseXml } from 'fast-xml-parser'
import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'

import { BASE_URL } from '../helpers/api'
import { firstOfEachKind, publicPaths } from '../helpers/public-pages'

type Doc = ReturnType<typeof parseDocument>
type Element = ReturnType<typeof DomUtils.findAll>[number]

async function get(path: string) {
  const response = await fetch(`${BASE_URL}${path}`)
  return { status: response.status, body: await response.text() }
}

/** The first page of each kind the sitemaps list: a listing, a producer, two articles. */
async function listedSamples(): Promise<string[]> {
  const locs = (xml: string): string[] => {
    const doc = parseXml(xml)
    const entries = doc.urlset?.url ?? doc.sitemapindex?.sitemap ?? []
    return (Array.isArray(entries) ? entries : [entries]).map((entry: { loc: string }) => entry.loc)
  }
  const listed: string[] = []
  for (const file of locs((await get('/sitemap.xml')).body)) {
    listed.push(...locs((await get(new URL(file).pathname)).body).map((u) => new URL(u).pathname))
  }
  return firstOfEachKind(listed)
}

const all = (doc: Doc, test: (el: Element) => boolean) => DomUtils.findAll(test, doc.children)

/**
 * Elements whose implicit role (ARIA in HTML) may not be named: generic, paragraph, emphasis,
 * code, deletion… An aria-label there names nothing (Nu: "must not be specified on any div
 * element unless the element has a role value other than…").
 */
const UNNAMEABLE = new Set([
  'div', 'span', 'p', 'b', 'i', 'u', 's', 'small', 'strong', 'em', 'code', 'pre', 'ins', 'del',
  'sub', 'sup', 'q', 'bdi', 'bdo', 'data', 'samp', 'caption', 'figcaption',
]) // prettier-ignore
const UNNAMEABLE_ROLES = new Set([
  'generic',
  'presentation',
  'none',
  'paragraph',
  'caption',
  'code',
])

/** The rules this page breaks, one line each. */
function brokenRules(html: string): string[] {
  const doc = parseDocument(html)
  const problems: string[] = []

  const ids = new Map<string, number>()
  for (const el of all(doc, (el) => el.attribs.id !== undefined)) {
    ids.set(el.attribs.id!, (ids.get(el.attribs.id!) ?? 0) + 1)
  }
  for (const [id, count] of ids) if (count > 1) problems.push(`id "${id}" ${count} times`)

  for (const form of all(doc, (el) => el.name === 'form' && el.attribs.action !== undefined)) {
    if (!form.attribs.action!.trim()) problems.push('a form with action=""')
  }

  const titles = all(doc, (el) => el.name === 'title')
  if (titles.length !== 1) problems.push(`${titles.length} <title> elements`)
  for (const title of titles) {
    const parent = title.parent as Element | null
    if (parent?.name !== 'head') problems.push(`a <title> inside <${parent?.name}>`)
  }

  for (const el of all(doc, (el) => el.attribs['aria-label'] !== undefined)) {
    const role = el.attribs.role
    const unnameable = role
      ? UNNAMEABLE_ROLES.has(role)
      : UNNAMEABLE.has(el.name) || (el.name === 'a' && el.attribs.href === undefined)
    if (unnameable) problems.push(`aria-label="${el.attribs['aria-label']}" on a bare <${el.name}>`)
  }

  for (const img of all(doc, (el) => el.name === 'img' && el.attribs.sizes !== undefined)) {
    if (!img.attribs.srcset) problems.push(`<img src="${img.attribs.src}"> with sizes, no srcset`)
  }
  return problems
}

describe('public pages are valid HTML', () => {
  it('unique ids, a real form action, one title in the head, names only where they count', async () => {
    const broken: string[] = []
    for (const path of publicPaths(await listedSamples())) {
      const { status, body } = await get(path)
      expect(status, path).toBeLessThan(500)
      broken.push(...brokenRules(body).map((problem) => `${path}: ${problem}`))
    }
    expect(broken).toEqual([])
  }, 180_000)
})
