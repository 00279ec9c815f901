// What the shell of every page shows only to signed-in members, as one download: their account
// links, the notification bell (and its entry in the mobile menu), the live connection and the
// founders' Admin button (that one still loads for founders only). The gates (memberOnly) in the
// shell load this once the browser knows a member is signed in.
export { MemberAccountLinks } from './member-account-links'
export { MemberBell } from '@/features/notifications/member-bell'
export { NotificationMenuEntry } from '@/features/notifications/notification-menu-entry'
export { MemberLayoutExtras } from './member-layout-extras'
