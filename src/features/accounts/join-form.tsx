'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { CircleCheck, Send } from '@/components/icons'
import { Button, ButtonLink } from '@/components/ui/button'
import { focusFirstError, useFieldState } from '@/components/ui/use-form-check'
import { toast } from '@/components/ui/toast'
import type { UploadedImage } from '@/features/media/upload-image'
import { useImageUpload } from '@/features/media/use-image-upload'
import * as t from '@/i18n/es'
import { ApplicantEmailField, NameFields } from './application-fields'
import {
  BioField,
  PhotoField,
  ProfessionalFields,
  SocialFields,
} from './application-profile-fields'
import {
  APPLICATION_FIELD_ORDER,
  applicationFieldsSchema,
  type ApplicationFieldErrors,
  type ApplicationValues,
} from './application-schema'
import { applicationFieldErrors } from './application-errors'
import { sendApplication } from './application-api'

const copy = t.join

type Props = {
  initialValues: ApplicationValues
  /** The photo of the member's current application, kept unless another is chosen. */
  savedPhoto: UploadedImage | null
  status: 'pending' | 'denied' | null
}

type Phase = 'idle' | 'uploading' | 'saving'

/** The application to join: one per member; sending it again replaces a pending or denied one. */
export function JoinForm({ initialValues, savedPhoto, status: initialStatus }: Props) {
  const router = useRouter()
  const form = useFieldState(initialValues)
  const { values, setField, touch } = form
  const [photoFile, setPhotoFile] = useState<File | null>(null)
  const [photo, setPhoto] = useState(savedPhoto)
  const [status, setStatus] = useState(initialStatus)
  const [phase, setPhase] = useState<Phase>('idle')
  const [sent, setSent] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const sentHeading = useRef<HTMLHeadingElement>(null)
  const upload = useImageUpload()

  const parsed = applicationFieldsSchema.safeParse(values)
  const errors: ApplicationFieldErrors = parsed.success ? {} : applicationFieldErrors(parsed.error)
  if (!photoFile && !photo) errors.photo = t.auth.application.required.photo
  const shown = submitted ? { ...errors, ...form.visible({}) } : form.visible(errors)

  useEffect(() => {
    if (sent) sentHeading.current?.focus()
  }, [sent])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(errors).length > 0) {
      focusFirstError(formRef.current, APPLICATION_FIELD_ORDER, errors)
      return
    }
    let image = photo
    if (photoFile) {
      setPhase('uploading')
      image = await upload(photoFile, values.artistName)
      if (!image) {
        setPhase('idle')
        return
      }
    }
    if (!image) return

    setPhase('saving')
    const result = await sendApplication('submit', { ...values, photo: image.id }).catch(
      (error) => {
        console.error('No se pudo enviar la aplicación', error)
        return null
      },
    )
    setPhase('idle')
    if (result?.ok) {
      setPhoto(image)
      setPhotoFile(null)
      setStatus('pending')
      setSubmitted(false)
      setSent(true)
      toast.success(copy.successTitle, { description: copy.promise })
      return
    }
    if (result && result.reason === 'invalid' && Object.keys(result.fieldErrors).length > 0) {
      form.setServerErrors(result.fieldErrors)
      focusFirstError(formRef.current, APPLICATION_FIELD_ORDER, result.fieldErrors)
    }
    toast.error(copy.errorTitle, { description: result?.message || copy.error })
    // Signed out meanwhile, or approved meanwhile: the page shows what applies now.
    if (result?.reason === 'session' || result?.reason === 'approved') router.refresh()
  }

  if (sent) {
    return (
      <section
        aria-labelledby="aplicacion-enviada"
        className="rounded-2xl border border-emerald-200 bg-white p-6 text-center shadow-sm sm:p-10"
      >
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-700" />
        <h2
          id="aplicacion-enviada"
          ref={sentHeading}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight"
        >
          {copy.successTitle}
        </h2>
        <p className="mt-3 text-lg font-semibold text-stone-900">{copy.promise}</p>
        <p className="mt-2 text-stone-600">{copy.successBody}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/">{copy.back}</ButtonLink>
          <Button variant="secondary" onClick={() => setSent(false)}>
            {copy.edit}
          </Button>
        </div>
      </section>
    )
  }

  const pending = phase !== 'idle'
  const fieldProps = { values, errors: shown, onChange: setField, onBlur: touch }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-busy={pending}
      className="space-y-8 card p-6 shadow-sm sm:p-8"
    >
      {status ? (
        <p
          role="note"
          className={
            status === 'denied'
              ? 'rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900'
              : 'rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950'
          }
        >
          <strong className="font-semibold">{copy.statusLabel[status]}: </strong>
          {copy.existing[status]}
        </p>
      ) : null}
      <p className="text-sm text-stone-600">{copy.requiredHint}</p>

      <section aria-labelledby="join-personal" className="space-y-2">
        <h2 id="join-personal" className="mb-4 text-xl font-bold tracking-tight">
          {copy.personal}
        </h2>
        <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          <NameFields {...fieldProps} />
        </div>
        <ApplicantEmailField {...fieldProps} label={t.auth.application.email} />
      </section>

      <section aria-labelledby="join-professional">
        <h2 id="join-professional" className="mb-4 text-xl font-bold tracking-tight">
          {copy.professional}
        </h2>
        <ProfessionalFields
          {...fieldProps}
          phoneRequired={false}
          genresLegend={t.auth.application.mainGenre}
        />
      </section>

      <section aria-labelledby="join-profile" className="space-y-4">
        <h2 id="join-profile" className="mb-4 text-xl font-bold tracking-tight">
          {copy.profile}
        </h2>
        <PhotoField
          file={photoFile}
          onChange={(file) => {
            setPhotoFile(file)
            touch('photo')
          }}
          currentUrl={photo?.url}
          error={shown.photo}
          required={!photo}
        />
        <BioField {...fieldProps} />
        <SocialFields {...fieldProps} />
      </section>

      <div className="flex flex-col-reverse gap-4 border-t border-stone-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm font-medium text-red-700">
          {submitted && Object.keys(shown).length > 0 ? t.auth.errors.invalid : ''}
        </p>
        <Button type="submit" size="lg" disabled={pending}>
          <Send aria-hidden="true" className="size-4" />
          {phase === 'uploading'
            ? copy.uploading
            : phase === 'saving'
              ? copy.pending
              : status
                ? copy.resubmit
                : copy.submit}
        </Button>
      </div>
    </form>
  )
}
