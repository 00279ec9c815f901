import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { t } from '@/i18n'
import { requestDrizzle } from '@/lib/db'
import { SEO_TITLE_MAX } from '@/lib/limits'
import { postPath } from './blog-types'

// The article hooks of collections/BlogPosts.ts beyond cache expiry (blog-tags.ts): one featured
// exclusive, and a redirect from every public address an article leaves.

type Article = {
  id?: number
  slug?: string | null
  exclusive?: boolean | null
  _status?: string | null
}

const pathOf = (doc: Article | null | undefined) =>
  doc?.slug ? postPath({ slug: doc.slug, exclusive: doc.exclusive }) : null

/**
 * Before a publish: the address the published article had until now (the main row; drafts live in
 * the versions), kept for the redirect below.
 */
export const rememberPublicPath: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  if (data._status !== 'published' || originalDoc?.id == null) return data
  const current = (await req.payload.findByID({
    collection: 'blog-posts',
    id: originalDoc.id,
    draft: false,
    depth: 0,
    select: { slug: true, exclusive: true, _status: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Article | null
  if (current?._status === 'published') req.context.previousArticlePath = pathOf(current)
  return data
}

/**
 * After a publish that moved the article (a new slug, or into or out of News+): the old address
 * answers 308 to the article (the `redirects` collection; the pages follow it). A redirect from the
 * new address goes, since a real article lives there now.
 */
export const redirectOldPath: CollectionAfterChangeHook = async ({ doc, req }) => {
  const oldPath = req.context.previousArticlePath as string | null | undefined
  delete req.context.previousArticlePath
  const newPath = pathOf(doc)
  if (doc._status !== 'published' || !newPath) return doc
  const system = { overrideAccess: true, depth: 0, req } as const
  await req.payload.delete({
    collection: 'redirects',
    where: { from: { equals: newPath } },
    ...system,
  })
  if (oldPath && oldPath !== newPath) {
    await req.payload.delete({
      collection: 'redirects',
      where: { from: { equals: oldPath } },
      ...system,
    })
    await req.payload.create({
      collection: 'redirects',
      data: {
        from: oldPath,
        to: { type: 'reference', reference: { relationTo: 'blog-posts', value: doc.id } },
      },
      ...system,
    })
  }
  return doc
}

/** A published exclusive marked as featured takes the mark from any other: /blog shows one. */
export const keepOneFeatured: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status !== 'published' || !doc.featured) return doc
  const db = await requestDrizzle(req)
  await db.execute(sql`UPDATE blog_posts SET featured = false WHERE featured AND id <> ${doc.id}`)
  return doc
}

/** What the pages' title template adds (" · Tarima"): a meta title never carries it itself. */
const TITLE_SUFFIX = t.meta.titleTemplate.replace('%s', '')

const bareTitle = (value: unknown) => {
  const title = typeof value === 'string' ? value.trim() : ''
  return title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length).trimEnd() : title
}

/**
 * The SEO title: stored without the site's suffix (the template adds it), and kept equal to the
 * article's title while it is the generated one, saved or just generated in the form. A title the
 * editor typed stays as typed. The admin form takes the new value back after each autosave.
 */
export const metaTitleFollowsTitle: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const sent = data.meta?.title
  const setMeta = (title: string | null) => {
    data.meta = { ...originalDoc?.meta, ...data.meta, title }
  }
  if (typeof sent === 'string') setMeta(bareTitle(sent) || null)
  const oldTitle = typeof originalDoc?.title === 'string' ? originalDoc.title.trim() : ''
  const newTitle = typeof data.title === 'string' ? data.title.trim() : oldTitle
  const meta = bareTitle(sent === undefined ? originalDoc?.meta?.title : sent)
  // Generated from the old title: it follows the new one.
  if (oldTitle && meta === oldTitle && newTitle && newTitle !== oldTitle) {
    // Past the SEO limit it is left empty: the page then uses the article's title itself.
    setMeta(newTitle.length <= SEO_TITLE_MAX ? newTitle : null)
  }
  return data
}
