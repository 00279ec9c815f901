import 'server-only'

import { draftMode } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { cache } from 'react'

import type { User } from '../../../payload-types'
import { isStaffUser } from '../../../access/hasRole'
import { getSessionUser } from '@/features/accounts/get-session-user'
import { getBlogPost, getDraftPost, getRedirectTarget } from './blog-data'
import { isSlug, postPath, type BlogPostView } from './blog-types'

/** Where an article page lives: /blog/{slug} or /news/{slug}. */
export type ArticleSection = 'blog' | 'news'

type Found =
  { post: BlogPostView; preview: boolean } | { redirectTo: string; permanent: boolean } | null

/**
 * The editor or founder previewing drafts (Next's draft mode, turned on by /preview), or null.
 * The session is read only in draft mode, so public pages stay static; and checked on every
 * request, so a draft-mode cookie that outlives its editor's session shows nothing more.
 */
export const previewUser = cache(async (): Promise<User | null> => {
  if (!(await draftMode()).isEnabled) return null
  const user = await getSessionUser()
  return isStaffUser(user) ? user : null
})

const findArticle = cache(async (section: ArticleSection, slug: string): Promise<Found> => {
  if (!isSlug(slug)) return null
  const editor = await previewUser()
  const post = editor ? await getDraftPost(slug, editor) : await getBlogPost(slug)
  if (post) {
    // An exclusive asked under /blog, or an ordinary article under /news: its own address.
    // Not permanent in preview: the draft may still move between the two.
    const path = postPath(post)
    return path === `/${section}/${slug}`
      ? { post, preview: editor != null }
      : { redirectTo: path, permanent: editor == null }
  }
  // An address the article left (a new slug): the redirects collection says where it went.
  const target = await getRedirectTarget(`/${section}/${slug}`)
  return target ? { redirectTo: target, permanent: true } : null
})

/** For generateMetadata: the article shown at this address, if any (no redirects thrown). */
export async function findArticlePost(section: ArticleSection, slug: string) {
  const found = await findArticle(section, slug)
  return found && 'post' in found ? found.post : null
}

/**
 * For the page: the article (the latest draft in preview), else a 308 to where it lives now,
 * else null: the page answers 404 with its message in the HTML (NotFoundInHtml).
 */
export async function loadArticle(section: ArticleSection, slug: string) {
  const found = await findArticle(section, slug)
  // In draft mode the page renders per request, where only notFound() from the page sets the
  // 404 (src/components/ui/not-found-in-html.tsx); editors need no crawler-readable message.
  if (!found && (await draftMode()).isEnabled) notFound()
  if (!found) return null
  if ('redirectTo' in found) {
    if (found.permanent) permanentRedirect(found.redirectTo)
    redirect(found.redirectTo)
  }
  return found
}
