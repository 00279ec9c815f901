// Minimal Lexical editor states, as the admin's editor saves them: for the seeded articles and for
// the tests that write article bodies.
import { randomBytes } from 'node:crypto'

type Node = Record<string, unknown>

const nodeId = () => randomBytes(12).toString('hex')

export const text = (value: string): Node => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/** A paragraph of inline nodes (texts, links). */
export const paragraphOf = (...children: Node[]): Node => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  textFormat: 0,
  textStyle: '',
  children,
})

export const paragraph = (value: string): Node => paragraphOf(text(value))

export const heading = (value: string, tag: 'h2' | 'h3' = 'h2'): Node => ({
  type: 'heading',
  tag,
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  children: [text(value)],
})

/** A link: `{ linkType: 'internal', doc: { relationTo, value } }` or `{ linkType: 'custom', url }`. */
export const link = (fields: Record<string, unknown>, label: string): Node => ({
  type: 'link',
  format: '',
  indent: 0,
  version: 3,
  direction: 'ltr',
  id: nodeId(),
  fields: { newTab: false, ...fields },
  children: [text(label)],
})

/** A link to another article (rendered as its real address). */
export const articleLink = (articleId: number, label: string): Node =>
  link({ linkType: 'internal', doc: { relationTo: 'blog-posts', value: articleId } }, label)

/** An uploaded image of the media collection, shown in the body. */
export const upload = (mediaId: number): Node => ({
  type: 'upload',
  version: 3,
  format: '',
  id: nodeId(),
  relationTo: 'media',
  value: mediaId,
  fields: null,
})

/** A block of collections/fields/richTextBlocks.ts (video, musicPlayer, callToAction). */
export const block = (blockType: string, fields: Record<string, unknown>): Node => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: nodeId(), blockName: '', blockType, ...fields },
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
