import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import { compose, type Email } from '@/lib/email/messages'
import { escapeHtml, singleLine } from '@/lib/email/text'
import type { DigestOpportunity } from './digest'
import type { AlertCategory } from './preferences-schema'
import { unsubscribeFooter, unsubscribeHeaders } from './unsubscribe-links'

const copy = t.emailAlerts.email
const SMALL_PRINT = 'font-size:13px;color:#57534e'

/** An e-mail of `category` with its one-click unsubscribe headers. */
const withHeaders = (email: Email, userId: number, category: AlertCategory): Email => ({
  ...email,
  headers: unsubscribeHeaders(userId, category),
})

/**
 * A message has stayed unread: who wrote (never what: the text stays on the site) and a link to
 * the conversation with them.
 */
export const unreadMessageEmail = (
  to: { id: number; name: string },
  sender: { id: number; name: string },
) =>
  withHeaders(
    compose({
      subject: copy.unread.subject(singleLine(sender.name)),
      name: to.name,
      lines: [copy.unread.body(singleLine(sender.name))],
      action: copy.unread.action,
      button: copy.unread.button,
      url: `${siteUrl}/messages?to=${sender.id}`,
      footer: unsubscribeFooter(to.id, 'messages'),
    }),
    to.id,
    'messages',
  )

/**
 * The digest: the matching opportunities as a list of links (text and HTML), the button to all
 * of them, and the small print.
 */
export function digestEmail(
  to: { id: number; name: string },
  opportunities: DigestOpportunity[],
  weekly: boolean,
): Email {
  const frame = compose({
    subject: copy.digest.subject(opportunities.length, weekly),
    name: to.name,
    lines: [copy.digest.intro(weekly)],
    action: copy.digest.action,
    button: copy.digest.button,
    url: `${siteUrl}/oportunidades`,
    footer: unsubscribeFooter(to.id, 'digest'),
  })
  const listText = opportunities
    .map((o) => `- ${singleLine(o.title)}\n  ${singleLine(o.summary)}\n  ${o.url}`)
    .join('\n\n')
  const listHtml = `<ul style="padding-left:18px">${opportunities
    .map(
      (o) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(o.url)}" style="color:#86198f;font-weight:bold">${escapeHtml(singleLine(o.title))}</a><br><span style="${SMALL_PRINT}">${escapeHtml(singleLine(o.summary))}</span></li>`,
    )
    .join('')}</ul>`
  // The list goes right after the intro, in both parts.
  const intro = copy.digest.intro(weekly)
  const introHtml = `<p>${escapeHtml(intro)}</p>`
  return withHeaders(
    {
      subject: frame.subject,
      text: frame.text.replace(intro, `${intro}\n\n${listText}`),
      html: frame.html.replace(introHtml, `${introHtml}${listHtml}`),
    },
    to.id,
    'digest',
  )
}
