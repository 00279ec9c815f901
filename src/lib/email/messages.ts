import { t } from '../../i18n'
import { siteUrl } from '../env'
import { BUTTON_STYLE, escapeHtml, singleLine } from './text'

/**
 * One e-mail in both forms: plain text for every client, simple HTML for the rest; `headers` for
 * the few that need them (List-Unsubscribe on newsletter mail).
 */
export type Email = {
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

/** A small print line; one with `url` ends in that address, a link in the HTML part. */
type FooterLine = string | { text: string; url: string }

type Parts = {
  subject: string
  name: string
  lines: string[]
  action: string
  button: string
  url: string
  footer?: FooterLine[]
}

const SMALL_PRINT = 'font-size:13px;color:#57534e'

const footerText = (line: FooterLine) =>
  typeof line === 'string' ? line : `${line.text} ${line.url}`

const footerHtml = (line: FooterLine) =>
  typeof line === 'string'
    ? escapeHtml(line)
    : `${escapeHtml(line.text)} <a href="${escapeHtml(line.url)}" style="color:#86198f">${escapeHtml(line.url)}</a>`

/**
 * Greeting, paragraphs, one link and the signature, as text and HTML. Names are escaped in the
 * HTML and kept on one line in the text, so a name with line breaks cannot add lines to the mail.
 */
export function compose({
  subject,
  name: rawName,
  lines,
  action,
  button,
  url,
  footer = [],
}: Parts): Email {
  const name = singleLine(rawName)
  const text = [
    t.emails.greeting(name),
    '',
    ...lines,
    '',
    action,
    url,
    '',
    ...footer.map(footerText),
    t.emails.signature,
  ].join('\n')
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">
<p>${escapeHtml(t.emails.greeting(name))}</p>${paragraphs}
<p>${escapeHtml(action)}</p>
<p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(button)}</a></p>
<p style="${SMALL_PRINT}">${escapeHtml(url)}</p>
${footer.map((line) => `<p style="${SMALL_PRINT}">${footerHtml(line)}</p>`).join('')}
<p>${escapeHtml(t.emails.signature)}</p></body></html>`
  return { subject, text, html }
}

const copy = t.emails

export const welcomeEmail = (name: string, token: string) =>
  compose({
    subject: copy.welcome.subject,
    name,
    lines: [copy.welcome.body],
    action: copy.welcome.action,
    button: copy.welcome.button,
    url: `${siteUrl}/confirm-email?token=${encodeURIComponent(token)}`,
    footer: [copy.welcome.expiry, copy.ignore],
  })

export const accountExistsEmail = (name: string) =>
  compose({
    subject: copy.accountExists.subject,
    name,
    lines: [copy.accountExists.body],
    action: copy.accountExists.action,
    button: copy.accountExists.button,
    url: `${siteUrl}/auth`,
    footer: [copy.ignore],
  })

export const passwordResetEmail = (name: string, token: string) =>
  compose({
    subject: copy.passwordReset.subject,
    name,
    lines: [copy.passwordReset.body],
    action: copy.passwordReset.action,
    button: copy.passwordReset.button,
    url: `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`,
    footer: [copy.ignore],
  })

export const emailChangeEmail = (name: string, token: string) =>
  compose({
    subject: copy.emailChange.subject,
    name,
    lines: [copy.emailChange.body],
    action: copy.emailChange.action,
    button: copy.emailChange.button,
    url: `${siteUrl}/confirm-email?token=${encodeURIComponent(token)}`,
    footer: [copy.ignore],
  })

/** To the old address when a change of e-mail is asked for. */
export const emailChangeNoticeEmail = (name: string, newEmail: string) =>
  compose({
    subject: copy.emailChangeNotice.subject,
    name,
    lines: [copy.emailChangeNotice.body(singleLine(newEmail))],
    action: copy.emailChangeNotice.action,
    button: copy.emailChangeNotice.button,
    url: `${siteUrl}/auth?mode=forgot`,
  })

/** To the owner of an address another account tried to switch to (instead of a link). */
export const emailTakenEmail = (name: string) =>
  compose({
    subject: copy.emailTaken.subject,
    name,
    lines: [copy.emailTaken.body],
    action: copy.emailTaken.action,
    button: copy.emailTaken.button,
    url: `${siteUrl}/auth`,
    footer: [copy.ignore],
  })

export const passwordChangedEmail = (name: string) =>
  compose({
    subject: copy.passwordChanged.subject,
    name,
    lines: [copy.passwordChanged.body],
    action: copy.passwordChanged.action,
    button: copy.passwordChanged.button,
    url: `${siteUrl}/auth?mode=forgot`,
  })

export const applicationDecisionEmail = (name: string, decision: 'approved' | 'denied') => {
  const texts = copy[decision]
  return compose({
    subject: texts.subject,
    name,
    lines: [texts.message],
    action: texts.action,
    button: texts.button,
    url: `${siteUrl}${decision === 'approved' ? '/profile' : '/join'}`,
  })
}

export const newsletterConfirmEmail = (name: string, token: string, unsubscribeUrl: string) =>
  compose({
    subject: t.newsletter.email.subject,
    name,
    lines: [t.newsletter.email.body],
    action: t.newsletter.email.action,
    button: t.newsletter.email.button,
    url: `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`,
    footer: [{ text: t.newsletter.email.unsubscribe, url: unsubscribeUrl }, copy.ignore],
  })
