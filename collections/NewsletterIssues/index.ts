import { type CollectionConfig, type Field, type PayloadRequest } from 'payload'

import { isStaff, isStaffField } from '../../access/isStaff'
import { publicArticles } from '../../access/publishedOrStaff'
import { t } from '../../src/i18n'
import { SPANISH_DATE } from '../fields/date'
import { storyEditor, validateStory } from '../fields/richTextBlocks'
import { newsletterIssueEndpoints } from '../../src/features/newsletter/issue-endpoints'
import { onlyDraftsChange } from '../../src/features/newsletter/issue-hooks'

const copy = t.newsletterIssues
const labels = copy.fields

/** Written only by the sending (src/features/newsletter/sending.ts), never through an API. */
const systemOnly = { create: () => false, update: () => false }

/**
 * What editors write changes only while the issue is a draft: the admin shows a scheduled or sent
 * issue read-only (the beforeChange hook below refuses the save itself with a 409).
 */
const whileDraft = { update: ({ doc }: { doc?: { status?: unknown } }) => doc?.status === 'draft' }

const systemDate = (name: string, label: string): Field => ({
  name,
  label,
  type: 'date',
  access: systemOnly,
  admin: { readOnly: true, position: 'sidebar', date: SPANISH_DATE },
})

const systemCount = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  // The figures are the staff's, also on a public (sent) issue.
  access: { ...systemOnly, read: isStaffField },
  admin: { readOnly: true, position: 'sidebar', disableBulkEdit: true },
})

/**
 * The newsletter editors compose and send: a letter (subject, preheader, Lexical body) or a
 * published article (summary with "Leer más", or its full text). Sent to every confirmed
 * subscriber through the jobs queue (src/features/newsletter/sending.ts); the desk in the sidebar
 * previews, tests, sends, schedules and reports (src/features/newsletter/admin/).
 */
export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: copy.labels,
  admin: {
    group: 'Marketing',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'sentAt', 'recipientCount', 'sentCount', 'failedCount'],
  },
  defaultSort: '-createdAt',
  endpoints: newsletterIssueEndpoints,
  access: {
    // An issue that went out (or is going out) is public: its web version, linked from every
    // copy. Drafts and scheduled ones are the staff's.
    read: ({ req }) => isStaff({ req }) || { status: { in: ['sending', 'sent'] } },
    create: isStaff,
    update: isStaff,
    // A sending or scheduled issue is cancelled first; a sent one stays, its web version public.
    delete: ({ req }) => isStaff({ req }) && { status: { equals: 'draft' } },
  },
  hooks: { beforeChange: [onlyDraftsChange] },
  fields: [
    {
      name: 'subject',
      access: whileDraft,
      label: labels.subject,
      type: 'text',
      required: true,
      maxLength: 150,
    },
    {
      name: 'preheader',
      access: whileDraft,
      label: labels.preheader,
      type: 'text',
      maxLength: 200,
      admin: { description: labels.preheaderHelp },
    },
    {
      name: 'source',
      access: whileDraft,
      label: labels.source,
      type: 'radio',
      required: true,
      defaultValue: 'letter',
      options: [
        { value: 'letter', label: labels.sourceLetter },
        { value: 'article', label: labels.sourceArticle },
      ],
    },
    {
      name: 'article',
      access: whileDraft,
      label: labels.article,
      type: 'relationship',
      relationTo: 'blog-posts',
      // Only public articles: offered in the admin, checked on every save, and again when the
      // issue is rendered (an article unpublished later).
      filterOptions: publicArticles,
      admin: { condition: (data) => data?.source === 'article' },
      validate: async (
        value: unknown,
        { siblingData, req }: { siblingData: unknown; req: PayloadRequest },
      ) => {
        if ((siblingData as { source?: string }).source !== 'article') return true
        const id = value && typeof value === 'object' ? (value as { id: unknown }).id : value
        if (typeof id !== 'number') return copy.answers.articleMissing
        const { totalDocs } = await req.payload.count({
          collection: 'blog-posts',
          where: { and: [{ id: { equals: id } }, publicArticles()] },
          overrideAccess: true,
          req,
        })
        return totalDocs ? true : copy.answers.articleNotPublished
      },
    },
    {
      name: 'articleMode',
      access: whileDraft,
      label: labels.articleMode,
      type: 'radio',
      defaultValue: 'summary',
      options: [
        { value: 'summary', label: labels.modeSummary },
        { value: 'full', label: labels.modeFull },
      ],
      admin: { condition: (data) => data?.source === 'article' },
    },
    {
      name: 'body',
      access: whileDraft,
      label: labels.body,
      type: 'richText',
      editor: storyEditor,
      validate: validateStory,
      admin: { description: labels.bodyHelp },
    },
    {
      // The desk: preview, test, send, schedule, cancel and the report (a client component).
      name: 'desk',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/features/newsletter/admin/desk#NewsletterDesk' },
      },
    },
    {
      name: 'status',
      label: labels.status,
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      access: systemOnly,
      options: (['draft', 'scheduled', 'sending', 'sent'] as const).map((value) => ({
        value,
        label: copy.status[value],
      })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    systemDate('scheduledFor', labels.scheduledFor),
    systemDate('startedAt', labels.startedAt),
    systemDate('sentAt', labels.sentAt),
    systemCount('recipientCount', labels.recipients),
    systemCount('sentCount', labels.sent),
    systemCount('failedCount', labels.failed),
  ],
  timestamps: true,
}
