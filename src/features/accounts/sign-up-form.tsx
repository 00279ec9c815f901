'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { MailCheck, UserPlus } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { EmailField, PasswordField, TextField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import { ImagePicker } from '@/features/media/image-picker'
import { UploadError, uploadImage } from '@/features/media/upload-image'
import { saveOwnProfile } from '@/features/profiles/profile-api'
import * as t from '@/i18n/es'
import { ApiError } from '@/lib/api-client'
import { refreshCurrentUser } from './auth-request'
import { useAuthForm } from './use-auth-form'

const copy = t.auth.signUp

/**
 * Creates the account, then (signed in by the answer's cookie) uploads the optional photo and
 * makes it the profile's avatar, and goes on to the onboarding, or to `next` (a path of this
 * site) when the visitor came from there (the home's "Únete a …" leads back to /join).
 */
export function SignUpForm({ next }: { next?: string | null }) {
  const router = useRouter()
  const { errors, onSubmit, recheck, post, pending, setPending } = useAuthForm(
    () => import('./schemas').then((schemas) => schemas.signUpSchema),
    copy.errorTitle,
  )
  const [photo, setPhoto] = useState<File | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  return (
    <div>
      {notice ? (
        <div
          role="status"
          className="mb-6 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950"
        >
          <MailCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
          <p>
            <strong className="block font-semibold">{copy.checkEmailTitle}</strong>
            {notice}
          </p>
        </div>
      ) : null}
      <form
        noValidate
        onChange={recheck}
        onSubmit={onSubmit(async (data) => {
          setNotice(null)
          const reply = await post('/api/users/signup', data)
          if (!reply) return
          const user = await refreshCurrentUser()
          if (!user) {
            // The e-mail already had an account: its owner was told by e-mail, not this page.
            setPending(false)
            setNotice(reply.message || t.auth.errors.unexpected)
            return
          }
          if (photo) await saveAvatar(user.id, photo, `${data.firstName} ${data.lastName}`)
          toast.success(copy.successTitle, { description: copy.successDescription })
          router.push(next ?? '/onboarding')
        })}
        className="space-y-1"
      >
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            label={t.auth.fields.firstName}
            autoComplete="given-name"
            required
            maxLength={80}
            error={errors.firstName}
          />
          <TextField
            name="lastName"
            label={t.auth.fields.lastName}
            autoComplete="family-name"
            required
            maxLength={80}
            error={errors.lastName}
          />
        </div>
        <ImagePicker
          label={t.auth.fields.photoOptional}
          file={photo}
          onChange={setPhoto}
          round
          className="pb-2"
        />
        <EmailField name="email" label={t.auth.fields.email} error={errors.email} />
        <PasswordField
          name="password"
          label={t.auth.fields.newPasswordHint}
          autoComplete="new-password"
          error={errors.password}
        />
        <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
          <UserPlus aria-hidden="true" className="size-4" />
          {pending ? copy.pending : copy.submit}
        </Button>
      </form>
    </div>
  )
}

/** The account exists already: a failed photo is reported but does not stop the sign-up. */
async function saveAvatar(userId: number, file: File, alt: string) {
  try {
    const image = await uploadImage(file, alt)
    await saveOwnProfile(userId, { avatar: image.id })
  } catch (error) {
    if (error instanceof UploadError) {
      toast.error(error.problem.title, { description: error.problem.description })
    } else if (error instanceof ApiError && error.status > 0 && error.status < 500) {
      // The photo was refused (not the member's own upload).
      toast.error(copy.avatarErrorTitle, { description: t.auth.errors.photoNotOwned })
    } else {
      console.error('No se pudo guardar la foto de perfil', error)
      toast.error(copy.avatarErrorTitle, { description: copy.avatarErrorDescription })
    }
  }
}
