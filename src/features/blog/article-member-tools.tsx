// What an article offers signed-in members, as one download: liking it, commenting and reporting
// a comment. The gates (memberOnly) on the page load this once a member is known to be signed in.
export { ReportButton } from '@/features/moderation/report-button'
export { BlogCommentForm } from './comment-form'
export { MemberLikeButton } from './member-like-button'
