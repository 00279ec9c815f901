import type { Payload, PayloadRequest } from 'payload'

import type { Profile, User } from '../../../payload-types'
import { relationId } from '@/lib/relation-id'
import { findMediaByIds, mediaFileUrl, mediaUrl } from './media-url'

// A member's public face, one way for every page: the same type, built by faceOf() from a profile
// read through the Local API (loadFaces) or from a raw query's join (FACE_SQL, faceOfRow).

/**
 * What any page shows of a person: their public name, photo and verified badge. Read from their
 * profile (public unless moderators hid it), never from the private user row.
 */
export type PublicFace = {
  userId: number
  name: string
  avatarUrl: string | null
  verified: boolean
}

/** The profile fields a face is made of (a Local API `select`). */
export const PUBLIC_FACE_SELECT = {
  user: true,
  displayName: true,
  firstName: true,
  lastName: true,
  avatar: true,
  verified: true,
} as const

type NameFields = Pick<Partial<Profile>, 'displayName' | 'firstName' | 'lastName'>
type FaceFields = NameFields & Pick<Partial<Profile>, 'verified'>

/** The name a member shows: the display name, else first and last name; '' when neither is set. */
export const publicNameOf = (profile: NameFields | null | undefined): string =>
  profile?.displayName?.trim() ||
  [profile?.firstName, profile?.lastName].filter(Boolean).join(' ').trim()

/**
 * The one way to build a face. Without a readable profile the member shows as `fallback`, with
 * no photo and no badge.
 */
export function faceOf(
  userId: number,
  profile: FaceFields | null | undefined,
  avatarUrl: string | null,
  fallback: string,
): PublicFace {
  return {
    userId,
    name: publicNameOf(profile) || fallback,
    avatarUrl: profile ? avatarUrl : null,
    verified: Boolean(profile?.verified),
  }
}

type ImageSize = 'thumbnail' | 'card'

/** Faces looked up by member, plus the other images asked for with them. */
export type Faces = {
  /** The member's face, or `fallback` when they have no profile the viewer may read. */
  face: (userId: number, fallback: string) => PublicFace
  /** The URL of one of the extra `images`, in that size (else the original), or null. */
  imageUrl: (id: number | null | undefined, size: ImageSize) => string | null
}

type Access = { viewer: User | null; req?: PayloadRequest }
type Source = FaceFields & { avatarId: number | null }

/**
 * The faces of some members as `viewer` may read their profiles (collections/Profiles.ts: a
 * hidden profile reads as none), and the URLs of other `images` the page shows with them: one
 * query for the profiles, one for every photo and image, however many members.
 */
export async function loadFaces(
  payload: Payload,
  userIds: number[],
  access: Access & { images?: (number | null)[] },
): Promise<Faces> {
  const wanted = [...new Set(userIds)]
  const { docs } = wanted.length
    ? await payload.find({
        collection: 'profiles',
        where: { user: { in: wanted } },
        limit: wanted.length,
        pagination: false,
        depth: 0,
        select: PUBLIC_FACE_SELECT,
        overrideAccess: false,
        user: access.viewer,
        req: access.req,
      })
    : { docs: [] }
  const sources = new Map<number, Source>()
  for (const profile of docs as Partial<Profile>[]) {
    const id = relationId(profile.user)
    if (id != null) sources.set(id, { ...profile, avatarId: relationId(profile.avatar) })
  }
  return withPhotos(payload, sources, access.images ?? [], access)
}

/**
 * The columns and join that bring a member's face into a raw query: `LEFT JOIN profiles face` on
 * `userColumn`, as the member `viewerParam` (a SQL parameter) may read it; read the row back with
 * faceOfRow().
 *
 * Restates access/visibleOrOwnOrStaff.ts, the read rule of collections/Profiles.ts: a profile that
 * moderators hid joins only for its owner and for staff (`staffParam`, a boolean parameter: the
 * viewer is an editor or founder); for anyone else that member has no face, as the Local API
 * finds no profile.
 */
export const FACE_SQL = {
  columns: `face.user_id AS face_user_id, face.display_name AS face_display_name,
    face.first_name AS face_first_name, face.last_name AS face_last_name,
    face.avatar_id AS face_avatar_id, face.verified AS face_verified,
    face_photo.filename AS face_photo_file, face_photo.sizes_thumbnail_filename AS face_photo_thumbnail`,
  // Media are public (collections/Media.ts reads for anyone): the photo joins with the profile.
  join: (userColumn: string, viewerParam: string, staffParam: string) =>
    `LEFT JOIN profiles face ON face.user_id = ${userColumn}
      AND (face.hidden IS NOT TRUE OR face.user_id = ${viewerParam} OR ${staffParam})
     LEFT JOIN media face_photo ON face_photo.id = face.avatar_id`,
}

/** A row's FACE_SQL columns: all null when the member has no profile the viewer may read. */
export type FaceRow = {
  face_user_id: number | null
  face_display_name: string | null
  face_first_name: string | null
  face_last_name: string | null
  face_avatar_id: number | null
  face_verified: boolean | null
  face_photo_file: string | null
  face_photo_thumbnail: string | null
}

/** The face of `userId` from a row read with FACE_SQL, with no further query. */
export function faceOfRow(userId: number, row: FaceRow, fallback: string): PublicFace {
  const profile =
    row.face_user_id == null
      ? null
      : {
          displayName: row.face_display_name,
          firstName: row.face_first_name,
          lastName: row.face_last_name,
          verified: row.face_verified,
        }
  return faceOf(
    userId,
    profile,
    mediaFileUrl(row.face_photo_thumbnail ?? row.face_photo_file),
    fallback,
  )
}

/** Reads every photo and image in one query and builds the faces. */
async function withPhotos(
  payload: Payload,
  sources: Map<number, Source>,
  images: (number | null)[],
  access: Access,
): Promise<Faces> {
  const avatars = [...sources.values()].map((source) => source.avatarId)
  const docs = await findMediaByIds(payload, [...avatars, ...images], {
    user: access.viewer,
    req: access.req,
  })
  const media = new Map(docs.map((doc) => [doc.id, doc]))
  const imageUrl = (id: number | null | undefined, size: ImageSize) =>
    mediaUrl(id != null ? media.get(id) : null, size)
  return {
    face: (userId, fallback) => {
      const source = sources.get(userId)
      return faceOf(userId, source, imageUrl(source?.avatarId, 'thumbnail'), fallback)
    },
    imageUrl,
  }
}
