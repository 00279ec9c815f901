/** Cache tag of every cached read that lists opportunities (the list, the home, feeds). */
export const OPPORTUNITIES_TAG = 'opportunities'

/** Cache tag of one opportunity's page. */
export const opportunityTag = (id: number) => `opportunity:${id}`
