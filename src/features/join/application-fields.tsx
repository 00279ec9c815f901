'use client'

import { TextAreaField, TextField } from '@/components/ui/form-field'
import { t } from '@/i18n'
import { BIO_MAX } from '@/lib/limits'
import { EXPERIENCE_LEVELS } from '@/lib/options'
import {
  COUNTRY_OPTIONS,
  GENRE_OPTIONS,
  ROLE_OPTIONS,
  SOCIAL_FIELDS,
  type ApplicationField,
  type ApplicationFieldErrors,
  type ApplicationValues,
} from './application-schema'
import { CheckboxGroup, SelectField } from './choice-fields'

const copy = t.auth.application

// The application's field groups, shared by /join and the onboarding wizard (controlled inputs).

export type ApplicationFieldsProps = {
  values: ApplicationValues
  /** Only the errors to show now (touched fields, or all after a submit). */
  errors: ApplicationFieldErrors
  onChange: <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) => void
  onBlur: (field: ApplicationField) => void
}

type ProfessionalProps = ApplicationFieldsProps & {
  /** /join shows the ranges in years; onboarding shows the level names. */
  experienceLabels: 'years' | 'levels'
  phoneRequired: boolean
  genresLegend: string
}

export function ProfessionalFields({
  values,
  errors,
  onChange,
  onBlur,
  experienceLabels,
  phoneRequired,
  genresLegend,
}: ProfessionalProps) {
  const experienceOptions = EXPERIENCE_LEVELS.map(({ value, label }) => ({
    value,
    label: experienceLabels === 'years' ? copy.experienceYears(value) : label,
  }))
  return (
    <div className="space-y-2">
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <TextField
          name="artistName"
          label={copy.artistName}
          required
          maxLength={120}
          value={values.artistName}
          onChange={(event) => onChange('artistName', event.target.value)}
          onBlur={() => onBlur('artistName')}
          error={errors.artistName}
        />
        <SelectField
          name="country"
          label={copy.country}
          placeholder={copy.countryPlaceholder}
          options={COUNTRY_OPTIONS}
          required
          value={values.country}
          onChange={(value) => onChange('country', value)}
          onBlur={() => onBlur('country')}
          error={errors.country}
        />
        <SelectField
          name="experienceLevel"
          label={copy.experience}
          placeholder={copy.experiencePlaceholder}
          options={experienceOptions}
          required
          value={values.experienceLevel}
          onChange={(value) => onChange('experienceLevel', value)}
          onBlur={() => onBlur('experienceLevel')}
          error={errors.experienceLevel}
        />
        <TextField
          name="phone"
          type="tel"
          label={phoneRequired ? copy.phone : copy.phoneOptional}
          autoComplete="tel"
          inputMode="tel"
          required={phoneRequired}
          maxLength={40}
          value={values.phone}
          onChange={(event) => onChange('phone', event.target.value)}
          onBlur={() => onBlur('phone')}
          error={errors.phone}
        />
      </div>
      <CheckboxGroup
        name="roles"
        legend={copy.roles}
        options={ROLE_OPTIONS}
        values={values.roles}
        onChange={(chosen) => onChange('roles', chosen)}
        onBlur={() => onBlur('roles')}
        error={errors.roles}
      />
      <CheckboxGroup
        name="genres"
        legend={genresLegend}
        options={GENRE_OPTIONS}
        values={values.genres}
        onChange={(chosen) => onChange('genres', chosen)}
        onBlur={() => onBlur('genres')}
        error={errors.genres}
      />
    </div>
  )
}

export function BioField({ values, errors, onChange, onBlur }: ApplicationFieldsProps) {
  return (
    <div>
      <TextAreaField
        name="bio"
        label={copy.bio}
        required
        rows={5}
        maxLength={BIO_MAX}
        value={values.bio}
        onChange={(event) => onChange('bio', event.target.value)}
        onBlur={() => onBlur('bio')}
        error={errors.bio}
      />
      <p className="-mt-5 text-right text-xs text-stone-600">
        {copy.bioCounter(values.bio.length, BIO_MAX)}
      </p>
    </div>
  )
}

export function SocialFields({ values, errors, onChange, onBlur }: ApplicationFieldsProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-900">{copy.links}</legend>
      <p className="mt-1 mb-3 text-sm text-stone-600">{copy.linksHint}</p>
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        {SOCIAL_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            type="url"
            inputMode="url"
            label={copy[field]}
            placeholder="https://"
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            onBlur={() => onBlur(field)}
            error={errors[field]}
          />
        ))}
      </div>
    </fieldset>
  )
}
