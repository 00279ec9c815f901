// The onboarding wizard's requests at its end (the account, the application), fetched with its
// step checks (onboarding-wizard.tsx) instead of with the page.
export { apiReply } from '@/lib/api-client'
export { sendApplication } from './application-api'
export { refreshCurrentUser } from './auth-request'
