import { z } from '@/lib/zod'

import * as t from '@/i18n/es'
import { isSpotifyLink, isYoutubeLink, spotifyEmbedUrl, youtubeEmbedUrl } from '@/lib/embeds'
import { optionalUrl, postContent } from '@/lib/validation'

const copy = t.feed.composer

/**
 * A link the feed shows as a player: on the player's site and a page it can play; anything else
 * is refused with the reason, rather than saved and then silently left out of the post.
 */
const playerLink = (
  onSite: (url: string) => boolean,
  player: (url: string) => string | null,
  messages: { otherSite: string; notPlayable: string },
) =>
  optionalUrl.superRefine((url, context) => {
    if (url === null) return
    if (!onSite(url)) context.addIssue({ code: 'custom', message: messages.otherSite })
    else if (!player(url)) context.addIssue({ code: 'custom', message: messages.notPlayable })
  })

export const youtubeUrl = playerLink(isYoutubeLink, youtubeEmbedUrl, {
  otherSite: copy.youtubeOtherSite,
  notPlayable: copy.youtubeNotVideo,
})

export const spotifyUrl = playerLink(isSpotifyLink, spotifyEmbedUrl, {
  otherSite: copy.spotifyOtherSite,
  notPlayable: copy.spotifyNotPlayable,
})

/** The composer's rules; the posts collection (collections/Posts.ts) validates with the same. */
export const postSchema = z.object({
  content: postContent,
  musicTitle: z
    .string()
    .trim()
    .max(200, t.validation.tooLong)
    .transform((value) => value || null),
  spotifyUrl,
  youtubeUrl,
  imageUrl: optionalUrl,
})

export type PostInput = z.input<typeof postSchema>

/** A field the composer may send as null or leave out: the same as an empty one. */
const orEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? '', schema)

/**
 * A new post as the site sends it (src/features/feed/feed-writes.ts): the composer's rules, the
 * optional texts as null or absent, and the id of an image the member uploaded.
 */
export const newPostSchema = postSchema.extend({
  musicTitle: orEmpty(postSchema.shape.musicTitle),
  spotifyUrl: orEmpty(spotifyUrl),
  youtubeUrl: orEmpty(youtubeUrl),
  imageUrl: orEmpty(optionalUrl),
  image: z
    .number({ error: t.fieldTypes.number })
    .int()
    .positive()
    .max(2_147_483_647)
    .nullish()
    .transform((value) => value ?? null),
})

/** A new post's fields, as the composer sends them and the server stores them. */
export type NewPost = z.output<typeof newPostSchema>
