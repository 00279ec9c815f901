import { CountedTextAreaField } from '@/components/ui/form-field'
import { BIO_MAX } from '@/lib/limits'

type Props = { label: string; value: string; onChange: (bio: string) => void; error?: string }

/** The bio of a profile or a listing, with its count announced while typing. */
export function BioField({ label, value, onChange, error }: Props) {
  return (
    <CountedTextAreaField
      name="bio"
      label={label}
      rows={4}
      maxLength={BIO_MAX}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      liveCount
    />
  )
}
