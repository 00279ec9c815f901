/** What an action of the admin panel answered: `ok`, or not (then an alert). */
export type AdminNoticeState = { ok: boolean; text: string }

/** The answer to an action in the admin panel, in Payload's own error colour when it failed. */
export function AdminNotice({ notice }: { notice: AdminNoticeState | null }) {
  if (!notice) return null
  return (
    <p
      role={notice.ok ? 'status' : 'alert'}
      style={{ color: notice.ok ? undefined : 'var(--theme-error-750)' }}
    >
      {notice.text}
    </p>
  )
}
