'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition, type FormEvent } from 'react'

import { Button, ButtonLink } from '@/components/ui/button'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { TextField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { toast } from '@/components/ui/toast'
import { useFormCheck } from '@/components/ui/use-form-check'
import { ImagePicker } from '@/features/media/image-picker'
import { useImageUpload } from '@/features/media/use-image-upload'
import { BioField } from '@/features/profiles/bio-field'
import { SocialLinkFields } from '@/features/profiles/social-link-fields'
import * as t from '@/i18n/es'
import { ROLES, GENRES, PROFILE_COUNTRIES, asOptions, optionLabel } from '@/lib/options'
import { DeleteListingButton } from './delete-listing-button'
import type { ListingView } from './listing-data'
import {
  LISTING_FIELD_ORDER,
  LISTING_LINK_FIELDS,
  listingSchema,
  readListingForm,
  type ListingFieldErrors,
  type ListingKind,
  type ListingResult,
  type SavedListingText,
} from './listing-schema'
import { saveListing } from './listing-api'

const copy = t.members.listings

type Props =
  /** /add-artist: creates an artist listing and opens it. */
  | { mode: 'create'; kind: 'artists'; listing?: null }
  /** /artist-settings, /producer-settings: updates the member's listing, or creates it. */
  | { mode: 'settings'; kind: ListingKind; listing: ListingView | null }

/** Lists a stored value among the options even when the form's list does not carry it. */
const withCurrent = (labels: readonly string[], current: readonly string[]) =>
  asOptions([...labels, ...current.map(optionLabel).filter((label) => !labels.includes(label))])

/** The listing form shared by "create artist" and both settings pages. */
export function ListingForm({ mode, kind, listing }: Props) {
  const router = useRouter()
  const [result, setResult] = useState<ListingResult | null>(null)
  const [saving, startSaving] = useTransition()
  const { errors: clientErrors, check } = useFormCheck(listingSchema, {
    read: readListingForm,
    order: LISTING_FIELD_ORDER,
  })
  const [file, setFile] = useState<File | null>(null)
  const [uploading, setUploading] = useState(false)
  const upload = useImageUpload()
  const [bio, setBio] = useState(listing?.bio ?? '')

  const failed = result && !result.ok ? result : null
  const errors: ListingFieldErrors = clientErrors ?? failed?.fieldErrors ?? {}
  const pending = saving || uploading

  // Handled where the save returns, not in an effect: then the page shows the saved listing.
  const announce = (answer: ListingResult) => {
    if (!answer.ok) {
      if (Object.keys(answer.fieldErrors).length > 0) return
      const title = mode === 'create' ? t.members.addArtist.error : t.members.settings.saveError
      toast.error(title, { description: answer.message })
      return
    }
    if (mode === 'create') {
      toast.success(t.members.addArtist.success)
      router.push(`/artists/${answer.id}`)
    } else {
      toast.success(answer.created ? t.members.settings.created : t.members.settings.saved)
      router.refresh()
    }
  }

  // The browser keeps the fields as typed: show what the server stored (trimmed) instead.
  const showSaved = (form: HTMLFormElement, saved: SavedListingText) => {
    for (const name of ['name', ...LISTING_LINK_FIELDS] as const) {
      const input = form.elements.namedItem(name)
      if (input instanceof HTMLInputElement) input.value = saved[name] ?? ''
    }
    setBio(saved.bio ?? '')
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const checked = check(form)
    if (!checked) return
    const { data } = checked
    if (file) {
      setUploading(true)
      const image = await upload(file, data.name)
      setUploading(false)
      if (!image) return
      data.image = image.id
    }
    startSaving(async () => {
      const failure = mode === 'create' ? t.members.addArtist.error : t.members.settings.saveError
      const answer = await saveListing(kind, listing?.id ?? null, data, failure).catch(
        (error: unknown): ListingResult => {
          console.error(failure, error)
          return { ok: false, fieldErrors: {}, message: failure }
        },
      )
      setResult(answer)
      if (answer.ok && mode === 'settings') showSaved(form, answer.saved)
      announce(answer)
    })
  }

  const submitLabel =
    mode === 'create'
      ? t.members.addArtist.submit
      : listing
        ? t.members.settings.save
        : t.members.settings.create
  const busyLabel = mode === 'create' ? t.members.addArtist.creating : t.members.common.saving
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-stone-600">{copy.requiredHint}</p>
      <div className="grid gap-x-5 sm:grid-cols-2">
        <TextField
          name="name"
          label={copy.name}
          required
          maxLength={120}
          autoComplete="off"
          defaultValue={listing?.name ?? ''}
          error={errors.name}
          className="sm:col-span-2"
        />
        <SelectField
          name="role"
          label={copy.role}
          required
          options={withCurrent(ROLES, listing ? [listing.role] : [])}
          placeholder={t.members.common.selectPlaceholder}
          defaultValue={listing?.role ?? ''}
          error={errors.role}
        />
        <SelectField
          name="country"
          label={copy.country}
          required
          options={asOptions(PROFILE_COUNTRIES)}
          placeholder={t.members.common.selectPlaceholder}
          defaultValue={listing?.country ?? ''}
          error={errors.country}
        />
      </div>
      <CheckboxGroup
        name="genres"
        legend={copy.genres}
        hint={copy.genresHint}
        options={withCurrent(GENRES, listing?.genres ?? [])}
        defaultValues={listing?.genres}
        error={errors.genres}
      />
      <ImagePicker
        label={copy.image}
        file={file}
        onChange={setFile}
        currentUrl={listing?.imageUrl}
      />
      <BioField label={copy.bio} value={bio} onChange={setBio} error={errors.bio} />
      <SocialLinkFields
        fields={LISTING_LINK_FIELDS}
        legend={copy.links}
        placeholder={copy.urlPlaceholder}
        errors={errors}
        inputProps={(field) => ({ defaultValue: listing?.[field] ?? '' })}
        columns={3}
      />
      <p role="status" className="min-h-5 text-sm font-medium text-red-700">
        {clientErrors ? t.members.common.invalid : (failed?.message ?? '')}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {mode === 'create' ? (
          <ButtonLink href="/artists" variant="secondary" size="lg">
            {t.members.common.cancel}
          </ButtonLink>
        ) : listing ? (
          <DeleteListingButton kind={kind} id={listing.id} />
        ) : null}
        <Button type="submit" size="lg" disabled={pending} className="sm:ml-auto">
          {uploading ? t.upload.uploading : saving ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}
