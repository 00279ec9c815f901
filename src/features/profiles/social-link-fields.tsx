import type { ComponentProps } from 'react'

import { cx } from '@/components/ui/cx'
import { TextField } from '@/components/ui/form-field'
import * as t from '@/i18n/es'

export type SocialLinkField = 'instagramUrl' | 'spotifyUrl' | 'youtubeUrl' | 'tiktokUrl'

const LABELS: Record<SocialLinkField, string> = {
  instagramUrl: t.members.social.instagram,
  spotifyUrl: t.members.social.spotify,
  youtubeUrl: t.members.social.youtube,
  tiktokUrl: t.members.social.tiktok,
}

type InputProps = Omit<
  ComponentProps<'input'>,
  'name' | 'id' | 'className' | 'type' | 'inputMode' | 'placeholder'
>

type Props<F extends SocialLinkField> = {
  /** The links to ask for, in this order. */
  fields: readonly F[]
  legend: string
  hint?: string
  placeholder: string
  errors: Partial<Record<string, string>>
  /** Each input's value and handlers: `value` and `onChange`, or a `defaultValue`. */
  inputProps: (field: F) => InputProps
  columns?: 2 | 3
  className?: string
}

/** The URL fields of a member's social networks (profile, listing, application). */
export function SocialLinkFields<F extends SocialLinkField>({
  fields,
  legend,
  hint,
  placeholder,
  errors,
  inputProps,
  columns = 2,
  className,
}: Props<F>) {
  return (
    <fieldset className={className}>
      <legend className={cx('text-sm font-semibold text-stone-900', !hint && 'mb-2')}>
        {legend}
      </legend>
      {hint ? <p className="mt-1 mb-3 text-sm text-stone-600">{hint}</p> : null}
      <div
        className={cx('grid gap-x-5 gap-y-2', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}
      >
        {fields.map((field) => (
          <TextField
            key={field}
            {...inputProps(field)}
            name={field}
            type="url"
            inputMode="url"
            label={LABELS[field]}
            placeholder={placeholder}
            error={errors[field]}
          />
        ))}
      </div>
    </fieldset>
  )
}
