import { t } from '@/i18n'
import { answer, defineSqlRead, idParam, refusal, routeId } from '@/lib/sql-read'
import { z } from '@/lib/zod'
import { listConversations, threadPage } from './conversations'

const errors = t.messages.errors

/** A number in the query (`?include=…`, `?before=…`), 0 when absent or not a number. */
const queryId = z.coerce
  .number()
  .catch(0)
  .transform((value) => idParam(value))

/** GET /api/conversations/mine: my conversations with the other person, preview and unread count. */
export const conversationsRead = defineSqlRead({
  collection: 'conversations',
  path: '/mine',
  auth: 'member',
  signedOut: errors.signInRequired,
  input: z.object({ include: queryId }),
  read: async ({ db, viewer, input: { include } }) =>
    answer({ docs: await listConversations(db, viewer, { include }) }),
})

/** GET /api/conversations/:id/messages?before=<messageId>: a page of the thread. */
export const threadRead = defineSqlRead({
  collection: 'conversations',
  path: '/:id/messages',
  auth: 'member',
  signedOut: errors.signInRequired,
  input: z.object({ before: queryId }),
  read: async ({ db, viewer, input: { before }, params }) => {
    const id = routeId(params.id)
    const page = id ? await threadPage(db, viewer, id, before) : null
    return page ? answer(page) : refusal(404, errors.notFound)
  },
})
