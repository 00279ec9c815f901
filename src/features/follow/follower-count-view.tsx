import { formatFollowers } from '@/features/directory/format-followers'
import * as t from '@/i18n/es'

/** The follower count as shown, shared by FollowerCount (follower-count.tsx) and its member half. */
export function FollowerCountView({ value }: { value: number | null }) {
  return (
    <p className="flex items-baseline gap-2" aria-live="polite">
      <span className="text-2xl font-extrabold tabular-nums">{formatFollowers(value)}</span>
      <span className="text-sm text-stone-600">{t.artist.followers.label}</span>
    </p>
  )
}
