import { t } from '@/i18n'

type Count = { label: string; value: number }

/** The profile's numbers (posts, followers…) as a description list. */
export function ProfileCounts({ counts }: { counts: Count[] }) {
  return (
    <dl aria-label={t.members.counts.label} className="flex flex-wrap gap-x-8 gap-y-3">
      {counts.map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{value.toLocaleString('es')}</dd>
        </div>
      ))}
    </dl>
  )
}
