import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted account takes the newsletter subscription of its address with it. Only a confirmed
 * address: anyone can open an account with someone else's address, and deleting that account
 * must not unsubscribe the address's real owner.
 */
export const deleteNewsletterSubscription: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const account = await req.payload.findByID({
    collection: 'users',
    id,
    select: { email: true, emailConfirmed: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!account?.emailConfirmed || !account.email) return
  await req.payload.delete({
    collection: 'newsletter-subscribers',
    // Both sides are stored lower-case (src/lib/text-rules.ts `email`; Payload's auth).
    where: { email: { equals: account.email.toLowerCase() } },
    req,
    overrideAccess: true,
    depth: 0,
  })
}
