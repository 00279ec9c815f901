import type { CollectionConfig } from 'payload'
import { BlocksFeature, FixedToolbarFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { counterField } from './fields/counter'
import { deleteDependents } from './hooks/deleteDependents'
import { urlField } from './fields/url'
import { CallToActionBlock, MusicPlayerBlock, VideoBlock } from './fields/richTextBlocks'
import { expireBlogPost, expireDeletedBlogPost } from '../src/features/blog/blog-tags'

/** Blog posts and News+ articles (exclusive): drafts, scheduled publishing, counters by hooks. */
export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Artículo', plural: 'Blog y News+' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'exclusive', '_status', 'publishedAt'],
    group: 'Contenido',
  },
  defaultSort: '-publishedAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true, maxLength: 200 },
    {
      name: 'slug',
      label: 'Slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Parte de la URL: /blog/{slug} o /news/{slug}' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Usa solo minúsculas, números y guiones',
    },
    { name: 'excerpt', label: 'Extracto', type: 'textarea', maxLength: 400 },
    {
      name: 'content',
      label: 'Contenido',
      type: 'richText',
      editor: lexicalEditor({
        features: ({ defaultFeatures }) => [
          ...defaultFeatures,
          FixedToolbarFeature(),
          BlocksFeature({ blocks: [VideoBlock, MusicPlayerBlock, CallToActionBlock] }),
        ],
      }),
    },
    { name: 'category', label: 'Categoría', type: 'text', maxLength: 80, index: true },
    { name: 'tags', label: 'Etiquetas', type: 'text', hasMany: true, maxRows: 12 },
    { name: 'featuredImage', label: 'Imagen destacada', type: 'upload', relationTo: 'media' },
    urlField('videoUrl', 'Vídeo principal (YouTube)'),
    {
      name: 'author',
      label: 'Autor',
      type: 'relationship',
      relationTo: 'users',
      defaultValue: ({ user }) => user?.id,
      admin: { position: 'sidebar' },
    },
    {
      name: 'exclusive',
      label: 'Exclusiva News+',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Se publica en /news/{slug} con ventana de bienvenida',
      },
    },
    {
      name: 'publishedAt',
      label: 'Fecha de publicación',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        beforeChange: [
          ({ siblingData, value }) =>
            value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
    counterField('viewsCount', 'Visitas'),
    counterField('likesCount', 'Me gusta'),
    counterField('commentsCount', 'Comentarios'),
  ],
  hooks: {
    // The landing, sitemap, RSS and the article's own page are cached by these tags.
    afterChange: [expireBlogPost],
    afterDelete: [expireDeletedBlogPost],
    // Likes and comments cannot outlive their article.
    beforeDelete: [
      deleteDependents([
        { collection: 'blog-likes', field: 'post' },
        { collection: 'blog-comments', field: 'post' },
      ]),
    ],
  },
  timestamps: true,
}
