import type { PublicFace } from '@/features/profiles/public-face'
import type { ApplicationStatus, Currency, OpportunityKind, PayType } from './opportunity-rules'

/** What a card of the list (and the home's section, the RSS feed, the digest) shows. */
export type OpportunityCard = {
  id: number
  title: string
  kind: OpportunityKind
  remote: boolean
  country: string | null
  city: string | null
  pay: PayType
  payMin: number | null
  payMax: number | null
  currency: Currency | null
  deadline: string
  eventDate: string | null
  publishedAt: string | null
  featured: boolean
  roles: string[]
  genres: string[]
  /** The first lines of the description (RSS and the digest). */
  summary: string
  poster: PublicFace
}

/** One page of the list (GET /api/opportunities/search and the page itself). */
export type OpportunityPage = { cards: OpportunityCard[]; total: number; hasMore: boolean }

/** The whole opportunity, as its page shows it to everybody (member parts load apart). */
export type OpportunityDetail = OpportunityCard & {
  description: string
  status: 'draft' | 'open' | 'closed'
  /** Open and before its deadline. */
  accepting: boolean
  questions: string[]
  imageUrl: string | null
  createdAt: string
  updatedAt: string
}

/** An application as its applicant ("Mis solicitudes") or the poster sees it. */
export type ApplicationItem = {
  id: number
  status: ApplicationStatus
  createdAt: string
  note: string | null
  answers: string[]
  links: string[]
  opportunity: { id: number; title: string; questions: string[] }
  applicant: PublicFace & { listingPath: string | null; listingName: string | null }
}
