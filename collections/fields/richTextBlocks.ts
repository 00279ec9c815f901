import { BlocksFeature, FixedToolbarFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Block } from 'payload'

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

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  admin: { disableBlockName: true },
  labels: { singular: 'Llamada a la acción', plural: 'Llamadas a la acción' },
  fields: [
    { name: 'heading', label: 'Título', type: 'text', required: true },
    { name: 'text', label: 'Texto', type: 'textarea' },
    // The button leads to the site settings' `newsCtaUrl` (collections/SiteSettings.ts).
    { name: 'buttonLabel', label: 'Texto del botón', type: 'text', required: true },
  ],
}

/** The editor of stories and newsletter letters: Lexical's defaults, a fixed toolbar, these blocks. */
export const storyEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures,
    FixedToolbarFeature(),
    BlocksFeature({ blocks: [VideoBlock, MusicPlayerBlock, CallToActionBlock] }),
  ],
})
