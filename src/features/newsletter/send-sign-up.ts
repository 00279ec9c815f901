import { apiReply } from '@/lib/api-client'
import { HONEYPOT_FIELD } from './honeypot'

// What the footer form needs once it is submitted, loaded on the first submit so the page itself
// does not carry the rules and the request code.
export { newsletterProblem } from './newsletter-rules'

/** Sends the sign-up; the server checks it again with the schema built from the same rules. */
export function postSignUp(input: { name: string; email: string; honeypot: string }) {
  return apiReply('POST', '/api/newsletter-subscribers/subscribe', {
    name: input.name.trim(),
    email: input.email.trim(),
    [HONEYPOT_FIELD]: input.honeypot,
  })
}
