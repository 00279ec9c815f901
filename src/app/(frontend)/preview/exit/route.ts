import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { articleReturnPath } from '@/features/blog/preview'

// GET /preview/exit?path=/blog/{slug}: leaves draft preview and returns to the public article
// (only an article address: never a redirect elsewhere).
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  ;(await draftMode()).disable()
  redirect(articleReturnPath(new URL(request.url).searchParams.get('path')))
}
