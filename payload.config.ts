import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { s3Storage } from '@payloadcms/storage-s3'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig, type PayloadRequest } from 'payload'
import sharp from 'sharp'

import { anyone } from './access/anyone'
import { isStaff } from './access/isStaff'
import { isStaffUser } from './access/hasRole'
import { AnalyticsEvents } from './collections/AnalyticsEvents'
import { Applications } from './collections/Applications'
import { Artists } from './collections/Artists'
import { BlogComments } from './collections/BlogComments'
import { BlogLikes } from './collections/BlogLikes'
import { BlogPosts } from './collections/BlogPosts'
import { Categories } from './collections/Categories'
import { Blocks } from './collections/Blocks'
import { ContactMessages } from './collections/ContactMessages'
import { Conversations } from './collections/Conversations'
import { Favorites } from './collections/Favorites'
import { Follows } from './collections/Follows'
import { Media } from './collections/Media'
import { Messages } from './collections/Messages'
import { NewsletterIssues } from './collections/NewsletterIssues'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { Opportunities } from './collections/Opportunities'
import { OpportunityApplications } from './collections/OpportunityApplications'
import { Notifications } from './collections/Notifications'
import { PostComments } from './collections/PostComments'
import { PostLikes } from './collections/PostLikes'
import { Posts } from './collections/Posts'
import { Producers } from './collections/Producers'
import { Profiles } from './collections/Profiles'
import { Reports } from './collections/Reports'
import { Users } from './collections/Users'
import { SiteSettings } from './collections/SiteSettings'
import { AUTH_COOKIE_PREFIX, JWT_ORDER, csrfOrigins } from './src/lib/auth-settings'
import { hardenDatabase, poolSettings } from './src/platform/db-resilience'
import { answerErrors } from './src/lib/error-answers'
import { enforceFieldTypes } from './src/platform/field-types'
import { protectSystemFields } from './src/platform/system-fields'
import { withSafeRedirectUrls } from './collections/fields/redirect-target'
import { queuedEmailAdapter } from './src/lib/email/outbox'
import { jobsConfig } from './src/lib/jobs'
import {
  NEWSLETTER_QUEUE,
  resumeStalledIssues,
  sendNewsletterTask,
} from './src/features/newsletter/sending'
import { schedulePublishTask } from './src/features/blog/schedule-task'
import {
  EMAIL_ALERTS_QUEUE,
  emailAlertsTask,
  keepAlertsTicking,
} from './src/features/email-alerts/sending'
import { findDigestMatches } from './src/features/email-alerts/opportunity-matches'
import { payloadSecret, s3Config, siteUrl } from './src/lib/env'
import { t } from './src/i18n'
import { ADMIN_DATE_FORMAT, ADMIN_TRANSLATIONS } from './src/i18n/admin-translations'
import { API_MAX_DEPTH, capApiRequests } from './src/lib/api-caps'
import { IMAGE_MAX_BYTES, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './src/lib/limits'
import { postPath } from './src/features/blog/blog-types'
import { BLOG_TAG } from './src/features/blog/blog-tags'
import { expiryHooks } from './src/lib/cache-expiry'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const s3 = s3Config()
const replicas = (process.env.DATABASE_REPLICA_URLS || '').split(',').filter(Boolean)

const isStaffRequest = ({ req }: { req: PayloadRequest }) => isStaffUser(req.user)

const config = buildConfig({
  serverURL: siteUrl,
  secret: payloadSecret(),
  cors: csrfOrigins(),
  csrf: csrfOrigins(),
  cookiePrefix: AUTH_COOKIE_PREFIX,
  auth: { jwtOrder: [...JWT_ORDER] },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · Tarima Admin' },
    // "23 de noviembre de 2026, 20:12", not date-fns' English-shaped default.
    dateFormat: ADMIN_DATE_FORMAT,
    importMap: { baseDir: path.resolve(dirname) },
    components: {
      beforeDashboard: ['/src/features/founder-tools/admin-dashboard#AnalyticsDashboard'],
      // The date picker's Spanish from the first render, and the English written into Payload's code.
      providers: ['/src/features/blog/admin/admin-spanish#AdminSpanish'],
    },
  },
  i18n: { fallbackLanguage: 'es', supportedLanguages: { es }, translations: ADMIN_TRANSLATIONS },
  collections: [
    Users,
    Profiles,
    Media,
    Artists,
    Producers,
    BlogPosts,
    Categories,
    BlogComments,
    BlogLikes,
    Posts,
    PostComments,
    PostLikes,
    Follows,
    Favorites,
    Conversations,
    Messages,
    Notifications,
    Applications,
    NewsletterSubscribers,
    NewsletterIssues,
    AnalyticsEvents,
    ContactMessages,
    Opportunities,
    OpportunityApplications,
    Reports,
    Blocks,
  ],
  globals: [SiteSettings],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_MAX || 10),
      ...poolSettings(),
    },
    // The schema comes only from the committed migrations, in every environment.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    readReplicas: replicas.length ? replicas : undefined,
  }),
  // Every e-mail is a job of the queue below, delivered after its save commits, with retries.
  email: queuedEmailAdapter,
  jobs: {
    ...jobsConfig({
      tasks: [sendNewsletterTask, schedulePublishTask, emailAlertsTask(findDigestMatches)],
      queues: { [NEWSLETTER_QUEUE]: 1, [EMAIL_ALERTS_QUEUE]: 1 },
      watch: [resumeStalledIssues, keepAlertsTicking],
    }),
    // The admin's scheduling is for editors and founders; nobody else queues or runs jobs.
    access: { queue: isStaffRequest, run: isStaffRequest, cancel: isStaffRequest },
  },
  // Every upload is an image of at most 5 MB; bigger requests stop early with the Spanish message.
  upload: { limits: { fileSize: IMAGE_MAX_BYTES }, responseOnLimit: t.upload.tooLarge },
  sharp,
  plugins: [
    // Meta title, description and image of each article, with defaults from the article itself.
    seoPlugin({
      collections: ['blog-posts'],
      uploadsCollection: 'media',
      // The title alone: the pages' title template adds " · Tarima" (src/i18n/shell.ts).
      generateTitle: ({ doc }) => doc?.title ?? '',
      generateDescription: ({ doc }) => doc?.excerpt ?? '',
      generateImage: ({ doc }) => doc?.featuredImage ?? '',
      generateURL: ({ doc }) =>
        doc?.slug ? `${siteUrl}${postPath({ slug: doc.slug, exclusive: doc.exclusive })}` : siteUrl,
      // Spanish labels (the plugin labels them "Title", "Description", "Meta Image") and limits.
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          'name' in field && field.name === 'title'
            ? { ...field, label: t.editorsDesk.seo.title, maxLength: SEO_TITLE_MAX }
            : 'name' in field && field.name === 'description'
              ? { ...field, label: t.editorsDesk.seo.description, maxLength: SEO_DESCRIPTION_MAX }
              : 'name' in field && field.name === 'image'
                ? { ...field, label: t.editorsDesk.seo.image }
                : field,
        ),
    }),
    // Old addresses of renamed articles (written by src/features/blog/article-hooks.ts).
    redirectsPlugin({
      collections: ['blog-posts'],
      overrides: {
        labels: {
          singular: t.editorsDesk.redirects.singular,
          plural: t.editorsDesk.redirects.plural,
        },
        admin: { group: 'Contenido' },
        fields: withSafeRedirectUrls,
        access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
        // The article pages follow redirects from a cached lookup (tag `blog`).
        hooks: expiryHooks(() => [BLOG_TAG]),
      },
    }),
    s3Storage({
      enabled: Boolean(s3),
      // The plugin's columns exist with or without S3, so one set of migrations serves both.
      alwaysInsertFields: true,
      collections: { media: { prefix: 'media' } },
      bucket: s3?.bucket ?? 'tarima-media',
      config: {
        endpoint: s3?.endpoint,
        region: s3?.region ?? 'us-east-1',
        forcePathStyle: s3?.forcePathStyle ?? true,
        credentials: {
          accessKeyId: s3?.accessKeyId ?? '',
          secretAccessKey: s3?.secretAccessKey ?? '',
        },
      },
    }),
  ],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  // Nothing in the site or the admin uses GraphQL, and one aliased query could cost seconds.
  graphQL: { disable: true },
  maxDepth: API_MAX_DEPTH,
  hooks: { afterError: [answerErrors] },
  telemetry: false,
  // A database restart must neither crash the process nor turn a failed write into a 2xx.
  onInit: (payload) => hardenDatabase(payload),
})

/**
 * Payload adds its document-lock collection with "any signed-in user" access. Locks belong to the
 * admin, which only editors and founders enter, so they get the same rule as the admin itself.
 */
export default config.then((sanitized) => {
  const locks = sanitized.collections.find((c) => c.slug === 'payload-locked-documents')
  if (locks)
    locks.access = {
      ...locks.access,
      create: isStaff,
      read: isStaff,
      update: isStaff,
      delete: isStaff,
    }
  capApiRequests(sanitized)
  enforceFieldTypes(sanitized)
  protectSystemFields(sanitized)
  return sanitized
})
