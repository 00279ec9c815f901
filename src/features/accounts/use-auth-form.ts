'use client'

import { useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { toast } from '@/components/ui/toast'
import { useFormCheck } from '@/components/ui/use-form-check'
import * as t from '@/i18n/es'
import { apiReply, type ApiReply } from '@/lib/api-client'

/**
 * The forms that POST to an auth endpoint: useFormCheck with the schema loaded on the first
 * keystroke, their pending state and the error toast titled `errorTitle`.
 */
export function useAuthForm<S extends z.ZodType>(loadSchema: () => Promise<S>, errorTitle: string) {
  const { errors, submit: check, recheck, showServerErrors } = useFormCheck(loadSchema)
  const [pending, setPending] = useState(false)
  const form = useRef<HTMLFormElement | null>(null)

  /** onSubmit: checks the form and, only when it is valid, runs `send` with its data. */
  const onSubmit =
    (send: (data: z.output<S>) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      form.current = event.currentTarget
      const data = await check(event)
      if (data) await send(data)
    }

  /** Ends the attempt: pending off and the reply's message in the error toast. */
  const fail = (reply: { message: string | null }) => {
    setPending(false)
    toast.error(errorTitle, { description: reply.message || t.auth.errors.unexpected })
  }

  /** Sends with pending on. A refusal shows its field errors and `fail`s, and gives null. */
  const post = async (path: string, body: unknown): Promise<ApiReply<unknown> | null> => {
    setPending(true)
    const reply = await apiReply('POST', path, body)
    if (reply.ok) return reply
    if (Object.keys(reply.fieldErrors).length > 0) showServerErrors(form.current, reply.fieldErrors)
    fail(reply)
    return null
  }

  return { errors: errors ?? {}, onSubmit, recheck, post, fail, pending, setPending }
}
