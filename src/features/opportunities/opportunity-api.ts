import type { Opportunity, OpportunityApplication } from '../../../payload-types'
import { apiReply, apiRequest } from '@/lib/api-client'
import type { ApplicationStatus, OpportunityStatus } from './opportunity-rules'

// The browser's calls for opportunities: Payload REST on the two collections (one row each,
// governed by their access and hooks), through src/lib/api-client.ts.

const OPPORTUNITIES = '/api/opportunities'
const APPLICATIONS = '/api/opportunity-applications'

export type OpportunityInput = Record<string, unknown>

export const createOpportunity = (data: OpportunityInput) =>
  apiReply<{ doc: Opportunity }>('POST', `${OPPORTUNITIES}?depth=0`, data)

export const updateOpportunity = (id: number, data: OpportunityInput) =>
  apiReply<{ doc: Opportunity }>('PATCH', `${OPPORTUNITIES}/${id}?depth=0`, data)

/** Publish a draft, close, or reopen. */
export const setOpportunityStatus = (id: number, status: OpportunityStatus) =>
  updateOpportunity(id, { status })

/** The opportunity as the signed-in member may read it (a block makes it a 404). */
export const readOpportunity = (id: number) =>
  apiRequest<Opportunity>('GET', `${OPPORTUNITIES}/${id}?depth=0`)

export type ApplicationInput = {
  opportunity: number
  note: string
  answers: { answer: string }[]
  links: { url: string }[]
}

export const sendApplication = (data: ApplicationInput) =>
  apiReply<{ doc: OpportunityApplication }>('POST', `${APPLICATIONS}?depth=0`, data)

/** The member's own application to an opportunity, if any. */
export async function ownApplication(opportunity: number, user: number) {
  const query = `where[opportunity][equals]=${opportunity}&where[user][equals]=${user}&depth=0&limit=1`
  const { docs } = await apiRequest<{ docs: OpportunityApplication[] }>(
    'GET',
    `${APPLICATIONS}?${query}`,
  )
  return docs[0] ?? null
}

/** A poster's decision, or the applicant's withdrawal. */
export const setApplicationStatus = (id: number, status: ApplicationStatus) =>
  apiReply<{ doc: OpportunityApplication }>('PATCH', `${APPLICATIONS}/${id}?depth=0`, { status })
