import { z } from '@/lib/zod'

import { newsletterFields } from './newsletter-rules'

export { HONEYPOT_FIELD } from './honeypot'

/** The footer form, with the fields' schemas the form itself checks with (newsletter-rules.ts). */
export const newsletterSchema = z.object(newsletterFields)
