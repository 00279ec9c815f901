import type { Access, Where } from 'payload'

import { isStaffUser } from './hasRole'

/**
 * What a visitor may read of the blog and News+: published articles whose publication date has
 * come (a future "Fecha de publicación" is an embargo). Built per call, so "now" is the reader's.
 * src/features/blog/sql.ts restates it in SQL.
 */
export const publicArticles = (): Where => ({
  and: [
    { _status: { equals: 'published' } },
    { publishedAt: { less_than_equal: new Date().toISOString() } },
  ],
})

/** Blog and News+: visitors read public articles only; editors and founders also read drafts. */
export const publishedOrStaff: Access = ({ req: { user } }) =>
  isStaffUser(user) ? true : publicArticles()
