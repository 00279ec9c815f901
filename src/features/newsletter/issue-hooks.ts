import type { CollectionBeforeChangeHook } from 'payload'

import { t } from '@/i18n'
import { requestQueryable } from '@/lib/db'
import { PublicError } from '@/lib/public-error'
import { lockedIssueStatus } from './sql'

/**
 * Only drafts change: what was scheduled or sent is what subscribers get or got. The row is
 * locked in this save's own transaction and read again, so a send that moved it since the save
 * read it is seen (and waits for this save, never the other way round).
 */
export const onlyDraftsChange: CollectionBeforeChangeHook = async ({
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return
  const status = await lockedIssueStatus(await requestQueryable(req), originalDoc.id)
  if (status && status !== 'draft') throw new PublicError(t.newsletterIssues.answers.locked, 409)
}
