// Minimal Lexical editor states for seeded rich text: paragraphs, headings, blocks, an uploaded
// image and internal links.
import { randomBytes } from 'node:crypto'

type Node = Record<string, unknown>

const text = (value: string): Node => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const paragraph = (value: string): Node => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  textFormat: 0,
  textStyle: '',
  children: [text(value)],
})

export const heading = (value: string, tag: 'h2' | 'h3' = 'h2'): Node => ({
  type: 'heading',
  tag,
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  children: [text(value)],
})

/** A block of collections/fields/richTextBlocks.ts (video, musicPlayer, callToAction). */
export const block = (blockType: string, fields: Record<string, unknown>): Node => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: randomBytes(12).toString('hex'), blockName: '', blockType, ...fields },
})

/** An uploaded image of the media collection, shown in the article's body. */
export const upload = (mediaId: number): Node => ({
  type: 'upload',
  version: 3,
  format: '',
  id: randomBytes(12).toString('hex'),
  relationTo: 'media',
  value: mediaId,
  fields: null,
})

/** A paragraph whose `label` links to another article (rendered as its real address). */
export const paragraphWithLink = (
  before: string,
  label: string,
  articleId: number,
  after: string,
): Node => ({
  ...paragraph(before),
  children: [
    text(before),
    {
      type: 'link',
      version: 3,
      format: '',
      indent: 0,
      direction: 'ltr',
      id: randomBytes(12).toString('hex'),
      fields: {
        linkType: 'internal',
        newTab: false,
        doc: { relationTo: 'blog-posts', value: articleId },
      },
      children: [text(label)],
    },
    text(after),
  ],
})

export const richText = (...children: Node[]) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children,
  },
})
