'use client'

import { useId, useState, useTransition, type ChangeEvent } from 'react'

import { Camera, LoaderCircle } from '@/components/icons'
import { Avatar } from '@/components/ui/avatar'
import { cn } from '@/components/ui/cn'
import { toast } from '@/components/ui/toast'
import { UploadError, checkImageFile, uploadImage } from '@/features/media/upload-image'
import * as t from '@/i18n/es'
import { ApiError } from '@/lib/api-client'
import { saveOwnProfile } from './profile-api'

const copy = t.members.profile

type Props = { userId: number; name: string; avatarUrl: string | null }

/**
 * The own profile's photo with a "change" control: the chosen image is checked, uploaded as the
 * member and then set on the profile (profile-api.ts).
 */
export function AvatarEditor({ userId, name, avatarUrl }: Props) {
  const inputId = useId()
  const [url, setUrl] = useState(avatarUrl)
  const [pending, startTransition] = useTransition()

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    const problem = checkImageFile(file)
    if (problem) {
      toast.error(problem.title, { description: problem.description })
      return
    }
    startTransition(async () => {
      try {
        const uploaded = await uploadImage(file, copy.avatarAlt(name))
        await saveOwnProfile(userId, { avatar: uploaded.id })
        setUrl(uploaded.url)
        toast.success(copy.avatarUpdated)
      } catch (error) {
        if (error instanceof UploadError) {
          toast.error(error.problem.title, { description: error.problem.description })
        } else if (error instanceof ApiError) {
          toast.error(copy.avatarError, { description: error.message || copy.avatarError })
        } else {
          console.error(error)
          toast.error(copy.avatarError)
        }
      }
    })
  }

  return (
    <div className="relative w-fit">
      <Avatar name={name} src={url} alt={copy.avatarAlt(name)} />
      <label
        htmlFor={inputId}
        className={cn(
          'absolute right-0 bottom-0 inline-flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-night text-white shadow-md transition-colors hover:bg-fuchsia-800',
          'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-fuchsia-700',
          pending && 'cursor-wait opacity-80',
        )}
      >
        {pending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Camera aria-hidden="true" className="size-5" />
        )}
        <span className="sr-only">{copy.changeAvatar}</span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          disabled={pending}
          onChange={change}
          className="sr-only"
        />
      </label>
      <p aria-live="polite" className="sr-only">
        {pending ? copy.uploadingAvatar : ''}
      </p>
    </div>
  )
}
