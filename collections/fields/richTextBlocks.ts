import {
  BlocksFeature,
  FixedToolbarFeature,
  LinkFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import { richText as richTextValidation, type RichTextFieldValidation } from 'payload/shared'
import type { Block, TextFieldSingleValidation } from 'payload'

import { t } from '../../src/i18n'
import { safeHref } from '../../src/lib/safe-href'

import { urlField } from './url'

// Blocks that editors place inside News+ and blog stories (Lexical BlocksFeature). Unnamed: the
// admin would head each one "Sin título" for a name nobody reads.

export const VideoBlock: Block = {
  slug: 'video',
  admin: { disableBlockName: true },
  labels: { singular: 'Vídeo', plural: 'Vídeos' },
  fields: [
    { ...urlField('url', 'URL del vídeo (YouTube)'), required: true },
    { name: 'caption', label: 'Pie', type: 'text' },
  ],
}

export const MusicPlayerBlock: Block = {
  slug: 'musicPlayer',
  admin: { disableBlockName: true },
  labels: { singular: 'Reproductor', plural: 'Reproductores' },
  fields: [
    { ...urlField('url', 'URL de Spotify, YouTube o SoundCloud'), required: true },
    { name: 'title', label: 'Título', type: 'text' },
  ],
}

/** An optional link an editor types: empty, or one that src/lib/safe-href.ts lets through. */
const optionalSafeHref: TextFieldSingleValidation = (value) =>
  !value?.trim() || safeHref(value) !== null || t.editorsDesk.unsafeLink(value)

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  admin: { disableBlockName: true },
  labels: { singular: 'Llamada a la acción', plural: 'Llamadas a la acción' },
  fields: [
    { name: 'heading', label: 'Título', type: 'text', required: true },
    { name: 'text', label: 'Texto', type: 'textarea' },
    { name: 'buttonLabel', label: 'Texto del botón', type: 'text', required: true },
    {
      // Empty: the site settings' `newsCtaUrl` (collections/SiteSettings.ts), as before.
      name: 'url',
      label: t.editorsDesk.callToAction.url,
      type: 'text',
      validate: optionalSafeHref,
      admin: { description: t.editorsDesk.callToAction.urlHelp },
    },
  ],
}

/**
 * Internal links only to what has a page (src/features/blog/article-links.ts renders exactly
 * these); Lexical offers every collection by default, and a link to a user became plain text.
 */
export const LINKABLE_COLLECTIONS = ['blog-posts', 'artists', 'producers'] as const

/** The editor of stories and newsletter letters: Lexical's defaults, a fixed toolbar, these blocks. */
export const storyEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link'),
    LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }),
    FixedToolbarFeature(),
    BlocksFeature({ blocks: [VideoBlock, MusicPlayerBlock, CallToActionBlock] }),
  ],
})

type LexicalNode = {
  type?: unknown
  fields?: { linkType?: unknown; url?: unknown }
  children?: unknown
}

/** The first typed link of a Lexical tree that leads nowhere safe, or null. */
function unsafeLinkIn(node: unknown): string | null {
  if (!node || typeof node !== 'object') return null
  const { type, fields, children } = node as LexicalNode
  if ((type === 'link' || type === 'autolink') && fields?.linkType !== 'internal') {
    const url = typeof fields?.url === 'string' ? fields.url : ''
    if (!safeHref(url)) return url || '—'
  }
  const root = (node as { root?: unknown }).root
  for (const child of [root, ...(Array.isArray(children) ? children : [])]) {
    const found = unsafeLinkIn(child)
    if (found !== null) return found
  }
  return null
}

/**
 * A story or letter body: every typed link must lead to a page of the site, a mailto: address or
 * an http(s) URL (src/lib/safe-href.ts), then Lexical's own checks; `javascript:` and `data:`
 * links are refused with a 400, whichever door the save comes through.
 */
export const validateStory: RichTextFieldValidation = async (value, options) => {
  // Ours first: Lexical's own link check refuses some of these too, in English.
  const unsafe = unsafeLinkIn(value)
  if (unsafe !== null) return t.editorsDesk.unsafeLink(unsafe)
  return richTextValidation(value, options)
}
