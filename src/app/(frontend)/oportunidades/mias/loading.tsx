export { OpportunitiesLoading as default } from '@/features/opportunities/opportunities-loading'
