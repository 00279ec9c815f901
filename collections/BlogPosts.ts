import type { CollectionConfig } from 'payload'

import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { counterField } from './fields/counter'
import { deleteDependents } from './hooks/deleteDependents'
import { SPANISH_DATE } from './fields/date'
import { slugField } from './fields/slug'
import { searchable } from './hooks/searchable'
import { urlField } from './fields/url'
import { storyEditor, validateStory } from './fields/richTextBlocks'
import { expireBlogPost, expireDeletedBlogPost } from '../src/features/blog/blog-tags'
import {
  keepOneFeatured,
  metaTitleFollowsTitle,
  redirectOldPath,
  rememberPublicPath,
} from '../src/features/blog/article-hooks'
import { queueEmbargoEnd } from '../src/features/blog/schedule-task'
import { scheduleEndpoints } from '../src/features/blog/schedule-endpoints'
import { t } from '../src/i18n'
import {
  articleLivePreviewUrl,
  articlePreviewPath,
  LIVE_PREVIEW_BREAKPOINTS,
} from '../src/features/blog/preview'

const titleSearch = searchable('Título')

/** Blog posts and News+ articles (exclusive): drafts, scheduled publishing, counters by hooks. */
export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Artículo', plural: 'Blog y News+' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'exclusive', '_status', 'publishedAt'],
    group: 'Contenido',
    listSearchableFields: [titleSearch.field.name],
    // Draft preview for editors (src/app/(frontend)/preview): the button and the live pane.
    preview: (doc) => articlePreviewPath(doc),
    livePreview: {
      url: ({ data }) => articleLivePreviewUrl(data),
      breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    },
  },
  defaultSort: '-publishedAt',
  // Drafts save themselves while the editor types (and refresh the live preview). Publish and
  // unpublish are scheduled from our own control (the `schedule` field below), not Payload's
  // drawer (schedulePublish), which saved other times than it showed. Drafts are
  // validated: with autosave alone, opening "Crear" saved an empty "<Sin título>" draft at once
  // (node_modules/@payloadcms/next/dist/views/Document/index.js); now the first save is the
  // editor's "Guardar borrador", and autosave follows from there.
  versions: {
    drafts: { autosave: { interval: 2000 }, validate: true },
    maxPerDoc: 50,
  },
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  endpoints: scheduleEndpoints,
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true, maxLength: 200 },
    slugField('blog-posts'),
    { name: 'excerpt', label: 'Extracto', type: 'textarea', maxLength: 400 },
    {
      name: 'content',
      label: 'Contenido',
      type: 'richText',
      editor: storyEditor,
      validate: validateStory,
    },
    {
      name: 'category',
      label: 'Categoría',
      type: 'relationship',
      relationTo: 'categories',
      index: true,
    },
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
      name: 'featured',
      label: t.editorsDesk.featured.label,
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: t.editorsDesk.featured.description,
        condition: (data) => Boolean(data?.exclusive),
      },
    },
    {
      // Schedule a publish or unpublish at a time of the site's clock, see and cancel what is
      // pending (src/features/blog/schedule-endpoints.ts, src/features/blog/schedule-task.ts).
      name: 'schedule',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/features/blog/admin/schedule-control#ScheduleControl' },
      },
    },
    {
      name: 'publishedAt',
      label: 'Fecha de publicación',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: SPANISH_DATE },
      hooks: {
        beforeChange: [
          ({ siblingData, value }) =>
            value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
    titleSearch.field,
    counterField('viewsCount', 'Visitas'),
    counterField('likesCount', 'Me gusta'),
    counterField('commentsCount', 'Comentarios'),
  ],
  hooks: {
    // The landing, sitemap, RSS and the article's own page are cached by these tags.
    beforeOperation: [titleSearch.beforeOperation],
    beforeChange: [rememberPublicPath, metaTitleFollowsTitle],
    afterChange: [redirectOldPath, keepOneFeatured, expireBlogPost, queueEmbargoEnd],
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
