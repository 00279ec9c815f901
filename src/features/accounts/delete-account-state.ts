/** What deleting the account answers (account-section.tsx). */
export type DeleteAccountResult =
  { ok: true } | { ok: false; fieldErrors: { password?: string }; message: string }
