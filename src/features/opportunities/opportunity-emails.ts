import { unsubscribeFooter, unsubscribeHeaders } from '@/features/email-alerts/unsubscribe-links'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import { compose } from '@/lib/email/messages'
import { singleLine } from '@/lib/email/text'

const copy = t.opportunities.emails

/**
 * To an applicant when the poster accepts or declines their application, with the one-click
 * unsubscribe of the "activity" alerts (src/features/email-alerts/).
 */
export const applicationDecidedEmail = (
  userId: number,
  name: string,
  decision: 'accepted' | 'declined',
  title: string,
) => ({
  ...compose({
    subject: copy[decision].subject,
    name,
    lines: [copy[decision].body(singleLine(title))],
    action: copy.action,
    button: copy.button,
    url: `${siteUrl}/oportunidades/solicitudes`,
    footer: unsubscribeFooter(userId, 'activity'),
  }),
  headers: unsubscribeHeaders(userId, 'activity'),
})
