import type {
  SerializedAutoLinkNode,
  SerializedBlockNode,
  SerializedLinkNode,
} from '@payloadcms/richtext-lexical'
import {
  type HTMLConverter,
  type HTMLConvertersFunction,
  convertLexicalToHTML,
} from '@payloadcms/richtext-lexical/html'
import type { Payload } from 'payload'

import type { BlogPost, Media, NewsletterIssue } from '../../../payload-types'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import { externalUrl } from '@/lib/embeds'
import type { Email } from '@/lib/email/messages'
import { BUTTON_STYLE, escapeHtml, htmlToText, singleLine } from '@/lib/email/text'
import { toBlogImage } from '@/features/blog/blog-image'
import { internalHref } from '@/features/blog/article-links'
import { safeHref } from '@/lib/safe-href'
import { postPath } from '@/features/blog/blog-types'
import { SITE_DEFAULTS } from '@/features/site/site-settings'
import { emailImagePath } from './email-images'

// One newsletter issue as an e-mail. The costly part (the Lexical body, the article, the site's
// name and logo) is rendered once per issue (`renderIssue`); each subscriber's copy then only
// adds the greeting and their own unsubscribe link (`personalEmail`). No tracking pixel and no
// rewritten link: every link goes where the editor pointed it.

const copy = t.newsletterIssues

/** An issue rendered once: what every subscriber's copy shares. */
export type RenderedIssue = {
  id: number
  subject: string
  preheader: string
  community: string
  /** The header row (logo or name), then the body's HTML (escaped, from Lexical) and its text. */
  header: string
  html: string
  text: string
  webUrl: string
}

/** Whom one copy is for: their name and their own unsubscribe link (none in a test or on the web). */
export type Recipient = { name: string; unsubscribeUrl: string | null }

export class IssueNotReady extends Error {}

const absolute = (url: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url)

const isPublic = (doc: Partial<BlogPost>) =>
  doc._status === 'published' && (!doc.publishedAt || new Date(doc.publishedAt) <= new Date())

type BlockFields = { url?: string | null; caption?: string | null; title?: string | null }
type CtaFields = {
  heading?: string | null
  text?: string | null
  buttonLabel?: string | null
  url?: string | null
}

/** A call to action's own link (src/lib/safe-href.ts), else the site's; absolute for mail. */
const ctaHref = (own: string | null | undefined, site: string) => {
  const href = safeHref(own) ?? externalUrl(site)
  return href ? absolute(href) : null
}

/** Lexical to e-mail HTML: absolute links and images, blocks as links (no player runs in mail). */
const emailConverters =
  (ctaUrl: string): HTMLConvertersFunction =>
  ({ defaultConverters }) => {
    const link: HTMLConverter<SerializedLinkNode | SerializedAutoLinkNode> = ({
      node,
      nodesToHTML,
    }) => {
      const children = nodesToHTML({ nodes: node.children }).join('')
      const { fields } = node
      const doc = fields.doc?.value
      // Listings are public; an article only once published.
      const readable =
        doc &&
        typeof doc === 'object' &&
        (fields.doc?.relationTo !== 'blog-posts' || isPublic(doc as Partial<BlogPost>))
      const target =
        fields.linkType === 'internal'
          ? readable
            ? internalHref(fields)
            : null
          : safeHref(fields.url)
      if (!target) return children
      return `<a href="${escapeHtml(absolute(target))}" style="color:#86198f">${children}</a>`
    }
    const linkButton = (href: string | null, label: string) =>
      href
        ? `<p><a href="${escapeHtml(href)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a></p>`
        : ''
    return {
      ...defaultConverters,
      link,
      autolink: link,
      upload: ({ node }) => {
        const media = (node as { value?: unknown }).value
        const image = media && typeof media === 'object' ? toBlogImage(media as Media) : null
        if (!image) return ''
        const alt = (node as { fields?: { alt?: string } }).fields?.alt || image.alt
        const src = emailImagePath(media, 'body') ?? image.url
        return `<p><img src="${escapeHtml(absolute(src))}" alt="${escapeHtml(alt)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border-radius:12px"></p>`
      },
      blocks: {
        video: ({ node }: { node: SerializedBlockNode<BlockFields> }) =>
          linkButton(externalUrl(node.fields.url ?? ''), node.fields.caption || copy.email.video),
        musicPlayer: ({ node }: { node: SerializedBlockNode<BlockFields> }) =>
          linkButton(
            externalUrl(node.fields.url ?? ''),
            node.fields.title ? `${copy.email.listen}: ${node.fields.title}` : copy.email.listen,
          ),
        callToAction: ({ node }: { node: SerializedBlockNode<CtaFields> }) =>
          [
            node.fields.heading ? `<h2>${escapeHtml(node.fields.heading)}</h2>` : '',
            node.fields.text ? `<p>${escapeHtml(node.fields.text)}</p>` : '',
            node.fields.buttonLabel
              ? linkButton(ctaHref(node.fields.url, ctaUrl), node.fields.buttonLabel)
              : '',
          ].join(''),
      },
    }
  }

const lexicalHtml = (data: unknown, ctaUrl: string) =>
  data && typeof data === 'object' && 'root' in data
    ? convertLexicalToHTML({
        data: data as never,
        converters: emailConverters(ctaUrl),
        disableContainer: true,
      })
    : ''

/** The article part: a summary with "Leer más", or the whole text; its link is absolute. */
function articleHtml(article: BlogPost, mode: NewsletterIssue['articleMode'], ctaUrl: string) {
  const url = `${siteUrl}${postPath({ slug: article.slug ?? '', exclusive: article.exclusive })}`
  const image = toBlogImage(article.featuredImage)
  const parts = [
    `<h1 style="font-size:26px;line-height:1.25;margin:24px 0 12px"><a href="${escapeHtml(url)}" style="color:#0c0a12;text-decoration:none">${escapeHtml(article.title)}</a></h1>`,
    image
      ? `<p><img src="${escapeHtml(absolute(emailImagePath(article.featuredImage, 'body') ?? image.url))}" alt="${escapeHtml(image.alt)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border-radius:12px"></p>`
      : '',
  ]
  if (mode === 'full') parts.push(lexicalHtml(article.content, ctaUrl))
  else if (article.excerpt) parts.push(`<p>${escapeHtml(article.excerpt)}</p>`)
  parts.push(
    `<p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(copy.email.readMore)}</a></p>`,
  )
  return parts.join('')
}

/**
 * Renders an issue once: its letter, its article (read as a visitor would: a draft or embargoed
 * article is refused with IssueNotReady), and the site's name and logo.
 */
export async function renderIssue(
  payload: Payload,
  issue: NewsletterIssue,
): Promise<RenderedIssue> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 1,
    select: { communityName: true, logo: true, newsCtaUrl: true },
  })
  const community = settings.communityName?.trim() || SITE_DEFAULTS.communityName
  const ctaUrl = settings.newsCtaUrl || SITE_DEFAULTS.newsCtaUrl
  // The whole logo as PNG or JPEG (the thumbnail size is a cropped WebP).
  const logoUrl = emailImagePath(settings.logo, 'logo')
  const parts: string[] = [lexicalHtml(issue.body, ctaUrl)]
  if (issue.source === 'article') {
    const articleId = typeof issue.article === 'object' ? issue.article?.id : issue.article
    const found = articleId
      ? await payload.find({
          collection: 'blog-posts',
          where: { id: { equals: articleId } },
          depth: 1,
          limit: 1,
          overrideAccess: false,
          pagination: false,
        })
      : null
    const article = found?.docs[0]
    if (!article) throw new IssueNotReady(copy.answers.articleNotPublished)
    parts.push(articleHtml(article, issue.articleMode, ctaUrl))
  }
  const body = parts.join('')
  return {
    id: issue.id,
    subject: singleLine(issue.subject),
    preheader: singleLine(issue.preheader ?? ''),
    community,
    header: brandRow(community, logoUrl ? absolute(logoUrl) : null),
    html: body,
    text: htmlToText(body),
    webUrl: `${siteUrl}/newsletter/${issue.id}`,
  }
}

/** The header row: the site's logo, or its name. */
function brandRow(community: string, logoUrl: string | null) {
  const brand = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(community)}" height="48" style="height:48px;width:auto">`
    : `<span style="font-size:22px;font-weight:bold;color:#0c0a12">${escapeHtml(community)}</span>`
  return `<tr><td style="padding:24px 24px 8px;text-align:center">${brand}</td></tr>`
}

/** One subscriber's copy: greeting by name, the shared body, their own unsubscribe link. */
export function personalEmail(issue: RenderedIssue, recipient: Recipient): Email {
  const name = singleLine(recipient.name).trim() || copy.web.greetingPlaceholder
  const greeting = copy.email.greeting(name)
  const unsubscribe = recipient.unsubscribeUrl ?? `${siteUrl}/newsletter/unsubscribe`
  const footer = [
    `<a href="${escapeHtml(issue.webUrl)}" style="color:#57534e">${escapeHtml(copy.email.webVersion)}</a>`,
    escapeHtml(copy.email.why(issue.community)),
    `<a href="${escapeHtml(unsubscribe)}" style="color:#57534e">${escapeHtml(copy.email.unsubscribe)}</a>`,
  ]
  const preheader = issue.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(issue.preheader)}</div>`
    : ''
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(issue.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif">${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:16px">
${issue.header}
<tr><td style="padding:0 24px 8px;font-size:16px;line-height:1.6;color:#1c1917"><p>${escapeHtml(greeting)}</p>${issue.html}</td></tr>
<tr><td style="padding:16px 24px 24px;font-size:13px;line-height:1.5;color:#57534e;border-top:1px solid #e7e5e4">${footer.map((line) => `<p style="margin:8px 0">${line}</p>`).join('')}</td></tr>
</table></td></tr></table></body></html>`
  const text = [
    greeting,
    '',
    issue.text,
    '',
    '—',
    `${copy.email.webVersion}: ${issue.webUrl}`,
    copy.email.why(issue.community),
    `${copy.email.unsubscribeText} ${unsubscribe}`,
  ].join('\n')
  return { subject: issue.subject, html, text }
}
