'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition, type FormEvent } from 'react'

import { Pencil } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { Dialog } from '@/components/ui/dialog'
import { SelectField } from '@/components/ui/select-field'
import { toast } from '@/components/ui/toast'
import { useFormCheck } from '@/components/ui/use-form-check'
import * as t from '@/i18n/es'
import { ApiError } from '@/lib/api-client'
import {
  COUNTRY_OPTIONS,
  PROFILE_GENRE_OPTIONS,
  PROFILE_LINK_FIELDS,
  PROFILE_ROLE_OPTIONS,
  profileSchema,
  readProfileForm,
  type ProfileFieldErrors,
  type ProfileResult,
  type ProfileValues,
} from './profile-schema'
import { BioField } from './bio-field'
import type { ProfileView } from './profile-types'
import { SocialLinkFields } from './social-link-fields'
import { saveOwnProfile } from './profile-api'

const copy = t.members.editProfile
const FIELD_ORDER = ['bio', 'roles', 'genres', 'country', ...PROFILE_LINK_FIELDS] as const

/** "Editar perfil" and its modal form: bio with a counter, roles, genres, country and links. */
export function EditProfileDialog({ profile }: { profile: ProfileView }) {
  const [open, setOpen] = useState(false)
  // What was just saved, shown if the dialog opens again before the refreshed page arrives.
  const [saved, setSaved] = useState<{ over: ProfileView; values: ProfileView } | null>(null)
  const shown = saved?.over === profile ? saved.values : profile
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
        <EditProfileForm
          profile={shown}
          onSaved={(values) => {
            setSaved({ over: profile, values: { ...shown, ...values } })
            setOpen(false)
          }}
        />
      </Dialog>
    </>
  )
}

type FormProps = { profile: ProfileView; onSaved: (values: ProfileValues) => void }

function EditProfileForm({ profile, onSaved }: FormProps) {
  const [result, setResult] = useState<ProfileResult | null>(null)
  const [pending, startTransition] = useTransition()
  const { errors: clientErrors, check } = useFormCheck(profileSchema, {
    read: readProfileForm,
    order: FIELD_ORDER,
  })
  const [bio, setBio] = useState(profile.bio ?? '')
  const router = useRouter()

  const failed = result && !result.ok ? result : null
  const errors: ProfileFieldErrors = clientErrors ?? failed?.fieldErrors ?? {}

  // Handled where the save returns, not in an effect: then the page shows the new values.
  const announce = (answer: ProfileResult, values: ProfileValues) => {
    if (answer.ok) {
      toast.success(copy.success, { description: copy.successDescription })
      onSaved(values)
      router.refresh()
    } else if (Object.keys(answer.fieldErrors).length === 0) {
      toast.error(copy.error, { description: answer.message })
    }
  }

  // The same schema runs here first; the form is sent by hand so that nothing typed is reset.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = check(event.currentTarget)
    if (!checked) return
    startTransition(async () => {
      const answer = await saveOwnProfile(profile.userId, checked.data).then(
        (): ProfileResult => ({ ok: true, savedAt: Date.now() }),
        (error: unknown): ProfileResult => {
          if (!(error instanceof ApiError)) console.error(copy.error, error)
          const refused = error instanceof ApiError ? error : null
          return {
            ok: false,
            fieldErrors: refused?.fieldErrors ?? {},
            message: refused?.message || copy.error,
          }
        },
      )
      setResult(answer)
      announce(answer, checked.data)
    })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <BioField label={copy.bio} value={bio} onChange={setBio} error={errors.bio} />
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
      <SocialLinkFields
        fields={PROFILE_LINK_FIELDS}
        legend={copy.links}
        placeholder={copy.urlPlaceholder}
        errors={errors}
        inputProps={(field) => ({ defaultValue: profile[field] ?? '' })}
        className="space-y-1"
      />
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
