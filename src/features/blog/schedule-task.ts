import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'

import type { BlogPost, TaskSchedulePublish, User } from '../../../payload-types'
import { siteUrl } from '@/lib/env'
import { expiryKey } from '@/lib/sql-write'
import { BLOG_TAG, blogPostTag } from './blog-tags'

// Articles on a timer, through the jobs queue (src/lib/jobs.ts): the editors' scheduled publish
// and unpublish (schedule-endpoints.ts), and the end of an embargo (a published article whose
// "Fecha de publicación" is ahead: nothing is saved when it comes, yet every public page must
// change then). Payload's own task of the same name is off (collections/BlogPosts.ts): its
// drawer saved other times than it showed, and its job could not expire the pages, since a job
// runs outside any request of Next. This one keeps its name and input, so jobs queued by the old
// drawer still run.

export const SCHEDULE_TASK = 'schedulePublish'

type Input = TaskSchedulePublish['input']

/** An id of the input's relationships, however it was stored (object, number or string). */
const idOf = (relation: { value: number | { id: number } | string } | null | undefined) => {
  const value = relation?.value
  const id = typeof value === 'object' && value ? value.id : Number(value)
  return Number.isInteger(id) && id > 0 ? id : null
}

const DELIVERY_TRIES = 3

/**
 * Hands the tags of pages a job changed to Next (POST /api/users/expire-pages,
 * src/lib/expire-pages-endpoint.ts), after the job's write has committed: only a request to the
 * site runs where Next's cache can be expired. Should the site not answer, the pages still end
 * within BLOG_REVALIDATE (blog-data.ts).
 */
export async function expireFromJob(payload: Payload, tags: string[]) {
  let failure: unknown
  for (let attempt = 1; attempt <= DELIVERY_TRIES; attempt++) {
    try {
      const answer = await fetch(`${siteUrl}/api/users/expire-pages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Tarima-Expiry-Key': expiryKey() },
        body: JSON.stringify({ tags: [...new Set(tags)] }),
        signal: AbortSignal.timeout(10_000),
      })
      if (answer.ok) return
      failure = new Error(`HTTP ${answer.status}`)
    } catch (error) {
      failure = error
    }
    await new Promise((resolve) => setTimeout(resolve, attempt * 1000))
  }
  payload.logger.error({ err: failure, tags }, 'Artículo programado: no se caducaron sus páginas')
}

type Slugged = Pick<BlogPost, 'slug'> | null | undefined
const tagsOf = (...docs: Slugged[]) => [
  BLOG_TAG,
  ...docs.flatMap((doc) => (doc?.slug ? [blogPostTag(doc.slug)] : [])),
]

/** The scheduling editor, so the job has their rights (as Payload's task does). */
async function scheduler(payload: Payload, input: Input): Promise<User | null> {
  const id = idOf(input.user)
  if (id == null) return null
  const user = await payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!user) throw new Error(`Artículo programado: ya no existe quien lo programó (${id})`)
  return { ...user, collection: 'users' } as User
}

export const schedulePublishTask: TaskConfig<{ input: Input; output: object }> = {
  slug: SCHEDULE_TASK,
  label: 'Publicar o despublicar un artículo a su hora',
  inputSchema: [
    {
      name: 'type',
      type: 'radio',
      defaultValue: 'publish',
      options: ['publish', 'unpublish', 'reveal'],
    },
    { name: 'doc', type: 'relationship', relationTo: ['blog-posts'] },
    { name: 'user', type: 'relationship', relationTo: ['users'] },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const id = idOf(input.doc)
    const before =
      id == null
        ? null
        : await payload.findByID({
            collection: 'blog-posts',
            id,
            depth: 0,
            select: { slug: true },
            overrideAccess: true,
            disableErrors: true,
          })
    // Deleted since: nothing to do.
    if (!before || id == null) return { output: {} }
    if (input.type === 'reveal') {
      await expireFromJob(payload, tagsOf(before))
      return { output: {} }
    }
    const user = await scheduler(payload, input)
    // Its own transaction, committed before the pages are expired (no `req`).
    const after = await payload.update({
      collection: 'blog-posts',
      id,
      data: { _status: input.type === 'unpublish' ? 'draft' : 'published' },
      depth: 0,
      overrideAccess: user === null,
      user,
    })
    await expireFromJob(payload, tagsOf(before, after))
    return { output: {} }
  },
}

/**
 * afterChange of articles: a published article dated ahead gets a job at that time, which expires
 * its pages when the embargo ends. A date moved since leaves a job that expires them for nothing.
 */
export const queueEmbargoEnd: CollectionAfterChangeHook<BlogPost> = async ({
  doc,
  previousDoc,
  req,
}) => {
  const at = doc.publishedAt ? Date.parse(doc.publishedAt) : NaN
  if (doc._status !== 'published' || !(at > Date.now())) return doc
  const queued = previousDoc?._status === 'published' && previousDoc.publishedAt === doc.publishedAt
  if (queued) return doc
  await req.payload.jobs.queue({
    task: SCHEDULE_TASK,
    input: { type: 'reveal', doc: { relationTo: 'blog-posts', value: doc.id } },
    waitUntil: new Date(at),
    req,
  })
  return doc
}
