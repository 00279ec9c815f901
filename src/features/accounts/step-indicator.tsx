import { Check } from '@/components/icons'
import { cx } from '@/components/ui/cx'
import * as t from '@/i18n/es'

const copy = t.onboarding

/** The wizard's three steps; the current one is marked with aria-current="step". */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol aria-label={copy.progressLabel} className="grid grid-cols-3 gap-2">
      {copy.steps.map((name, index) => {
        const done = index < current
        const active = index === current
        return (
          <li
            key={name}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center"
          >
            <span
              aria-hidden="true"
              className={cx(
                'flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold',
                done && 'border-fuchsia-700 bg-fuchsia-700 text-white',
                active && 'border-fuchsia-700 bg-white text-fuchsia-800',
                !done && !active && 'border-stone-300 bg-white text-stone-500',
              )}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span
              className={cx('text-sm font-semibold', active ? 'text-stone-900' : 'text-stone-600')}
            >
              {name}
              {done ? <span className="sr-only"> {copy.stepDone}</span> : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
