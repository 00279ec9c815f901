import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { t } from '@/i18n'
import { defineEndpoint } from '@/lib/endpoint'

/** What a member owns or took part in, by collection and the fields that point at them. */
const OWNED: { collection: CollectionSlug; fields: string[] }[] = [
  { collection: 'profiles', fields: ['user'] },
  { collection: 'artists', fields: ['user'] },
  { collection: 'producers', fields: ['user'] },
  { collection: 'applications', fields: ['user'] },
  { collection: 'posts', fields: ['user'] },
  { collection: 'post-comments', fields: ['user'] },
  { collection: 'post-likes', fields: ['user'] },
  { collection: 'blog-comments', fields: ['user'] },
  { collection: 'blog-likes', fields: ['user'] },
  { collection: 'follows', fields: ['follower', 'following'] },
  { collection: 'favorites', fields: ['user'] },
  { collection: 'blocks', fields: ['blocker'] },
  { collection: 'conversations', fields: ['participantOne', 'participantTwo'] },
  { collection: 'messages', fields: ['sender', 'recipient'] },
  { collection: 'notifications', fields: ['recipient'] },
  { collection: 'media', fields: ['uploadedBy'] },
]

/**
 * GET /api/users/export: the signed-in member's data as a JSON file (the right of access and
 * portability of the privacy policy). Read with the member's own access rights, so it can only
 * ever hold what they may see.
 */
export const exportDataEndpoint = defineEndpoint({
  path: '/export',
  method: 'get',
  auth: 'member',
  refusals: { signedOut: t.emails.exportData.signInRequired },
  handler: async ({ req, user }) => {
    const { payload } = req

    const account = await payload.findByID({
      collection: 'users',
      id: user.id,
      select: {
        email: true,
        firstName: true,
        lastName: true,
        role: true,
        emailConfirmed: true,
        createdAt: true,
      },
      depth: 0,
      overrideAccess: false,
      user,
    })
    const data: Record<string, unknown> = { exportedAt: new Date().toISOString(), account }
    for (const { collection, fields } of OWNED) {
      data[collection] = await findAll(req, collection, {
        or: fields.map((field) => ({ [field]: { equals: user.id } })),
      })
    }

    const fileName = t.emails.exportData.fileName(new Date().toISOString().slice(0, 10))
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})

async function findAll(req: PayloadRequest, collection: CollectionSlug, where: Where) {
  const result = await req.payload.find({
    collection,
    where,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: false,
    user: req.user,
  })
  return result.docs
}
