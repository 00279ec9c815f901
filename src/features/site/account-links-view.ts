// What the account links (account-links.tsx) and their member half (member-account-links.tsx)
// share: their props and their wrapper's layout.

export type AccountLinksProps = { layout: 'bar' | 'panel'; onNavigate?: () => void }

export const accountWrapper = (layout: AccountLinksProps['layout']) =>
  layout === 'panel' ? 'flex flex-col gap-3' : 'flex items-center justify-end gap-2'
