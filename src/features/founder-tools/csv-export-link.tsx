import { Button } from '@payloadcms/ui'
import type { BeforeListServerProps } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { t } from '@/i18n'

/**
 * Above the admin list of applications, subscribers and contact messages: a download of the whole
 * collection as CSV (the endpoint checks again that the user is a founder). Editors do not see it.
 */
export function CsvExportLink({ collectionSlug, payload, user }: BeforeListServerProps) {
  if (!hasRole(user, 'founder')) return null
  const labels = payload.collections[collectionSlug]?.config.labels
  const plural = typeof labels?.plural === 'string' ? labels.plural.toLowerCase() : collectionSlug
  const url = `${payload.config.routes.api}/${collectionSlug}/export.csv`
  return (
    // Payload's gutter classes line it up with the list below.
    <div
      className="gutter--left gutter--right"
      style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 'var(--base)' }}
    >
      <Button
        el="anchor"
        url={url}
        buttonStyle="secondary"
        size="small"
        aria-label={t.founderTools.csv.buttonLabel(plural)}
      >
        {t.founderTools.csv.button}
      </Button>
    </div>
  )
}
