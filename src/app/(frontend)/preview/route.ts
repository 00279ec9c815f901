import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isStaffUser } from '../../../../access/hasRole'
import { getDraftPath } from '@/features/blog/blog-data'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'

// GET /preview?id={article}: the admin's "Vista previa" and live preview pane. Editors and founders
// only: turns on Next's draft mode (the article pages then read the latest draft as that user) and
// goes to the article. Anyone else never gets the draft-mode cookie.
export const dynamic = 'force-dynamic'

const refuse = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) redirect('/auth')
  if (!isStaffUser(user)) return refuse(t.blog.preview.forbidden, 403)
  const id = Number(new URL(request.url).searchParams.get('id'))
  const path = Number.isInteger(id) && id > 0 ? await getDraftPath(id, user) : null
  if (!path) return refuse(t.blog.preview.notFound, 404)
  ;(await draftMode()).enable()
  redirect(path)
}
