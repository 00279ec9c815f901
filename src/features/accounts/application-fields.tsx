'use client'

import { EmailField, TextField } from '@/components/ui/form-field'
import * as t from '@/i18n/es'
import type {
  ApplicationField,
  ApplicationFieldErrors,
  ApplicationValues,
} from './application-schema'

// The application's field groups, shared by /join and the onboarding wizard (controlled inputs):
// who applies, here; their professional profile in ./application-profile-fields.tsx, which the
// wizard loads for its later steps.

export type ApplicationFieldsProps = {
  values: ApplicationValues
  /** Only the errors to show now (touched fields, or all after a submit). */
  errors: ApplicationFieldErrors
  onChange: <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) => void
  onBlur: (field: ApplicationField) => void
}

/** The fields held as one string: text inputs, and the selects of one option. */
type StringFieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'artistName'
  | 'phone'
  | 'bio'
  | 'country'
  | 'experienceLevel'

/** An input's or a select's value and handlers for one application field. */
export const bind = (
  { values, errors, onChange, onBlur }: ApplicationFieldsProps,
  field: StringFieldName,
) => ({
  name: field,
  value: values[field],
  onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  onBlur: () => onBlur(field),
  error: errors[field],
})

/** First and last name (the caller lays them out). */
export function NameFields(props: ApplicationFieldsProps) {
  return (
    <>
      <TextField
        {...bind(props, 'firstName')}
        label={t.auth.fields.firstName}
        autoComplete="given-name"
        required
        maxLength={80}
      />
      <TextField
        {...bind(props, 'lastName')}
        label={t.auth.fields.lastName}
        autoComplete="family-name"
        required
        maxLength={80}
      />
    </>
  )
}

export function ApplicantEmailField(props: ApplicationFieldsProps & { label: string }) {
  return <EmailField {...bind(props, 'email')} label={props.label} />
}
