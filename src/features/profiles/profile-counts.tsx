import { FollowerNumber } from '@/features/follow/follower-count'
import { t } from '@/i18n'
import { spanishNumber } from '@/i18n/number'

export type Count = {
  label: string
  value: number
  /** The user whose followers this counts: kept fresh in the browser after follow/unfollow. */
  followersOf?: number
}

/** The profile's numbers (posts, followers…) as a description list. */
export function ProfileCounts({ counts }: { counts: Count[] }) {
  return (
    <dl aria-label={t.members.counts.label} className="flex flex-wrap gap-x-8 gap-y-3">
      {counts.map(({ label, value, followersOf }) => (
        <div key={label} className="flex flex-col-reverse">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd
            className="text-2xl font-extrabold tabular-nums"
            aria-live={followersOf ? 'polite' : undefined}
          >
            {followersOf ? (
              <FollowerNumber userId={followersOf} initial={value} />
            ) : (
              spanishNumber(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
