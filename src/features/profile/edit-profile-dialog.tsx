'use client'

import { Pencil } from 'lucide-react'
import { useState, useTransition, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { Dialog } from '@/components/ui/dialog'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { focusFirstError } from '@/features/listings/focus-first-error'
import { t } from '@/i18n'
import { BIO_MAX } from '@/lib/limits'
import { fieldErrors } from '@/lib/validation'
import {
  COUNTRY_OPTIONS,
  PROFILE_GENRE_OPTIONS,
  PROFILE_LINK_FIELDS,
  PROFILE_ROLE_OPTIONS,
  profileSchema,
  readProfileForm,
  type ProfileFieldErrors,
  type ProfileResult,
} from './profile-schema'
import type { ProfileView } from './profile-types'
import { updateProfile } from './update-profile'

const copy = t.members.editProfile
const FIELD_ORDER = ['bio', 'roles', 'genres', 'country', ...PROFILE_LINK_FIELDS] as const
const LINK_LABELS = {
  instagramUrl: copy.instagram,
  spotifyUrl: copy.spotify,
  youtubeUrl: copy.youtube,
  tiktokUrl: copy.tiktok,
} as const

/** "Editar perfil" and its modal form: bio with a counter, roles, genres, country and links. */
export function EditProfileDialog({ profile }: { profile: ProfileView }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Pencil aria-hidden="true" className="size-4" />
        {t.members.profile.editProfile}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={copy.title}
        description={copy.description}
      >
        <EditProfileForm profile={profile} onSaved={() => setOpen(false)} />
      </Dialog>
    </>
  )
}

function EditProfileForm({ profile, onSaved }: { profile: ProfileView; onSaved: () => void }) {
  const [result, setResult] = useState<ProfileResult | null>(null)
  const [pending, startTransition] = useTransition()
  const [clientErrors, setClientErrors] = useState<ProfileFieldErrors | null>(null)
  const [bio, setBio] = useState(profile.bio ?? '')

  const failed = result && !result.ok ? result : null
  const errors: ProfileFieldErrors = clientErrors ?? failed?.fieldErrors ?? {}

  // Handled where the action returns, not in an effect: the page refreshes with the answer.
  const announce = (answer: ProfileResult) => {
    if (answer.ok) {
      toast.success(copy.success, { description: copy.successDescription })
      onSaved()
    } else if (Object.keys(answer.fieldErrors).length === 0) {
      toast.error(copy.error, { description: answer.message })
    }
  }

  // The same schema runs here first; the form is sent by hand so that nothing typed is reset.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const formData = new FormData(form)
    const parsed = profileSchema.safeParse(readProfileForm(formData))
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setClientErrors(found)
      focusFirstError(form, FIELD_ORDER, found)
      return
    }
    setClientErrors(null)
    startTransition(async () => {
      const answer = await updateProfile(null, formData)
      setResult(answer)
      announce(answer)
    })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div>
        <TextAreaField
          name="bio"
          label={copy.bio}
          rows={4}
          maxLength={BIO_MAX}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          error={errors.bio}
        />
        <p aria-live="polite" className="-mt-5 text-right text-xs text-stone-600">
          {t.members.common.bioCounter(bio.length, BIO_MAX)}
        </p>
      </div>
      <CheckboxGroup
        name="roles"
        legend={copy.roles}
        options={PROFILE_ROLE_OPTIONS}
        defaultValues={profile.roles}
        error={errors.roles}
      />
      <CheckboxGroup
        name="genres"
        legend={copy.genres}
        options={PROFILE_GENRE_OPTIONS}
        defaultValues={profile.genres}
        error={errors.genres}
      />
      <SelectField
        name="country"
        label={copy.country}
        options={COUNTRY_OPTIONS}
        placeholder={t.members.common.noCountry}
        defaultValue={profile.country ?? ''}
        error={errors.country}
      />
      <fieldset className="space-y-1">
        <legend className="mb-2 text-sm font-semibold text-stone-900">{copy.links}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {PROFILE_LINK_FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              type="url"
              inputMode="url"
              label={LINK_LABELS[field]}
              placeholder={copy.urlPlaceholder}
              defaultValue={profile[field] ?? ''}
              error={errors[field]}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <p role="status" className="text-sm font-medium text-red-700 sm:mr-auto">
          {clientErrors ? t.members.common.invalid : (failed?.message ?? '')}
        </p>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? t.members.common.saving : copy.save}
        </Button>
      </div>
    </form>
  )
}
