import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { Application } from '../../../payload-types'
import { relationId } from '@/lib/relation-id'
import { t } from '@/i18n'
import { applicationDecisionEmail } from '@/lib/email/messages'
import { queueEmail } from '@/lib/email/outbox'
import { notify } from '@/features/notifications/notify'

/** Roles whose approved applications become producer listings; every other role an artist one. */
const PRODUCER_ROLES = new Set(['Productor', 'DJ/Productor', 'Productor ejecutivo'])

/**
 * When a founder approves or denies an application: approval verifies the member's profile and
 * creates (or verifies) their artist or producer listing from the application; both decisions
 * notify the member in the app and by e-mail. Runs in the founder's transaction (req), as a
 * system job: these are writes the member could not make.
 */
export const applyDecision: CollectionAfterChangeHook<Application> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status === previousDoc?.status || doc.status === 'pending')
    return doc
  const userId = relationId(doc.user)
  if (!userId) return doc
  const decision = doc.status

  if (decision === 'approved') {
    await verifyProfile(req, userId, doc)
    await createOrVerifyListing(req, userId, doc)
  }

  const texts = t.emails[decision]
  await notify(req, {
    recipient: userId,
    type: 'other',
    title: texts.title,
    message: texts.message,
  })
  const account = await req.payload.findByID({
    collection: 'users',
    id: userId,
    select: { email: true, firstName: true },
    overrideAccess: true,
    depth: 0,
    req,
  })
  // Queued in this save's transaction: sent after the approval commits, never if it rolls back.
  await queueEmail(
    req.payload,
    {
      to: account.email,
      ...applicationDecisionEmail(account.firstName, decision),
      what: `decisión de la aplicación ${doc.id}`,
    },
    req,
  )
  return doc
}

/** Marks the profile verified and fills what the member left empty from the application. */
async function verifyProfile(req: PayloadRequest, userId: number, application: Application) {
  const found = await req.payload.find({
    collection: 'profiles',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const profile = found.docs[0]
  if (!profile) return
  const missing = <T>(current: T | null | undefined, value: T | null | undefined) =>
    current == null || (Array.isArray(current) && current.length === 0) || current === ''
      ? (value ?? undefined)
      : undefined
  await req.payload.update({
    collection: 'profiles',
    id: profile.id,
    data: {
      verified: true,
      avatar: missing(relationId(profile.avatar), relationId(application.photo)),
      bio: missing(profile.bio, application.bio),
      roles: missing(profile.roles, application.roles),
      genres: missing(profile.genres, application.genres),
      country: missing(profile.country, application.country),
      instagramUrl: missing(profile.instagramUrl, application.instagramUrl),
      spotifyUrl: missing(profile.spotifyUrl, application.spotifyUrl),
      youtubeUrl: missing(profile.youtubeUrl, application.youtubeUrl),
      tiktokUrl: missing(profile.tiktokUrl, application.tiktokUrl),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** Verifies the member's existing listings, or creates one from the application. */
async function createOrVerifyListing(
  req: PayloadRequest,
  userId: number,
  application: Application,
) {
  let linked = false
  for (const collection of ['artists', 'producers'] as const) {
    const existing = await req.payload.find({
      collection,
      where: { user: { equals: userId } },
      select: { verified: true },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const listing of existing.docs) {
      linked = true
      await req.payload.update({
        collection,
        id: listing.id,
        data: { verified: true },
        overrideAccess: true,
        depth: 0,
        req,
      })
    }
  }
  if (linked) return

  const roles = application.roles ?? []
  const collection = roles.some((role) => PRODUCER_ROLES.has(role)) ? 'producers' : 'artists'
  await req.payload.create({
    collection,
    data: {
      name: application.artistName,
      role: roles[0] ?? (collection === 'producers' ? 'Productor' : 'Artista'),
      genres: application.genres,
      country: application.country,
      image: relationId(application.photo),
      bio: application.bio,
      spotifyUrl: application.spotifyUrl,
      instagramUrl: application.instagramUrl,
      youtubeUrl: application.youtubeUrl,
      user: userId,
      verified: true,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
