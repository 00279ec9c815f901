/** The hidden field of the newsletter form that only bots fill in. */
export const HONEYPOT_FIELD = 'website'
