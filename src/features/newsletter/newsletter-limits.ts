/**
 * The name's limit (the collection's maxLength too): its own module so the footer form can set
 * its input's maxLength without loading the rules before the first submit.
 */
export const NEWSLETTER_NAME_MAX = 120
