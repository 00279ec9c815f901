/** What the delete-account action answers. */
export type DeleteAccountResult =
  { ok: true } | { ok: false; fieldErrors: { password?: string }; message: string }
