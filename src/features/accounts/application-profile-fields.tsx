import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { CountedTextAreaField, TextField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { ImagePicker } from '@/features/media/image-picker'
import { SocialLinkFields } from '@/features/profiles/social-link-fields'
import * as t from '@/i18n/es'
import { BIO_MAX } from '@/lib/limits'
import { EXPERIENCE_LEVELS } from '@/lib/options'
import { withScheme } from '@/lib/urls'
import { bind, type ApplicationFieldsProps } from './application-fields'
import { COUNTRY_OPTIONS, GENRE_OPTIONS, ROLE_OPTIONS, SOCIAL_FIELDS } from './application-options'

const copy = t.auth.application

// The professional profile of an application (photo, role and genres, bio, links), shared by
// /join and the onboarding wizard's later steps.

type PhotoProps = {
  file: File | null
  onChange: (file: File | null) => void
  error?: string
  /** The photo already saved, kept unless another is chosen. */
  currentUrl?: string
  required: boolean
}

/** The profile photo; `data-field` lets the first error's focus find its input. */
export function PhotoField({ file, onChange, error, currentUrl, required }: PhotoProps) {
  return (
    <div data-field="photo">
      <ImagePicker
        label={copy.photo}
        file={file}
        onChange={onChange}
        currentUrl={currentUrl}
        error={error}
        required={required}
        round
      />
    </div>
  )
}

type ProfessionalProps = ApplicationFieldsProps & {
  phoneRequired: boolean
  genresLegend: string
}

export function ProfessionalFields({ phoneRequired, genresLegend, ...props }: ProfessionalProps) {
  const { values, errors, onChange, onBlur } = props
  const experienceOptions = EXPERIENCE_LEVELS.map(({ value, label }) => ({ value, label }))
  return (
    <div className="space-y-2">
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <TextField
          {...bind(props, 'artistName')}
          label={copy.artistName}
          required
          maxLength={120}
        />
        <SelectField
          {...bind(props, 'country')}
          label={copy.country}
          placeholder={copy.countryPlaceholder}
          options={COUNTRY_OPTIONS}
          required
        />
        <SelectField
          {...bind(props, 'experienceLevel')}
          label={copy.experience}
          placeholder={copy.experiencePlaceholder}
          options={experienceOptions}
          required
        />
        <TextField
          {...bind(props, 'phone')}
          type="tel"
          label={phoneRequired ? copy.phone : copy.phoneOptional}
          autoComplete="tel"
          inputMode="tel"
          required={phoneRequired}
          maxLength={40}
        />
      </div>
      <CheckboxGroup
        variant="chips"
        name="roles"
        legend={copy.roles}
        options={ROLE_OPTIONS}
        values={values.roles}
        onChange={(chosen) => onChange('roles', chosen)}
        onBlur={() => onBlur('roles')}
        error={errors.roles}
        required
      />
      <CheckboxGroup
        variant="chips"
        name="genres"
        legend={genresLegend}
        options={GENRE_OPTIONS}
        values={values.genres}
        onChange={(chosen) => onChange('genres', chosen)}
        onBlur={() => onBlur('genres')}
        error={errors.genres}
        required
      />
    </div>
  )
}

export function BioField(props: ApplicationFieldsProps) {
  return (
    <CountedTextAreaField
      {...bind(props, 'bio')}
      label={copy.bio}
      required
      rows={5}
      maxLength={BIO_MAX}
    />
  )
}

/** The links; on leaving a field, one typed without https:// shows it completed (withScheme). */
export function SocialFields({ values, errors, onChange, onBlur }: ApplicationFieldsProps) {
  return (
    <SocialLinkFields
      fields={SOCIAL_FIELDS}
      legend={copy.links}
      hint={copy.linksHint}
      placeholder={copy.urlPlaceholder}
      errors={errors}
      inputProps={(field) => ({
        value: values[field],
        onChange: (event) => onChange(field, event.target.value),
        onBlur: () => {
          const completed = withScheme(values[field])
          if (completed !== values[field]) onChange(field, completed)
          onBlur(field)
        },
      })}
    />
  )
}
