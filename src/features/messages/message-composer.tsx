'use client'

import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'

import { SendHorizontal } from '@/components/icons'
import { Button } from '@/components/ui/button'
import * as t from '@/i18n/es'
import { MESSAGE_MAX, messageContent } from './message-schema'

const text = t.messages.composer

type Props = {
  /** Sends the text; resolves false when it failed, and the text comes back into the box. */
  onSend: (content: string) => Promise<boolean>
}

/** The message box: Enter sends, Shift+Enter adds a line. */
export function MessageComposer({ onSend }: Props) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const id = useId()

  async function submit() {
    const parsed = messageContent.safeParse(value)
    if (!parsed.success) {
      // An empty box sends nothing; only a too long text deserves a word.
      setError(value.trim() ? (parsed.error.issues[0]?.message ?? null) : null)
      return
    }
    setError(null)
    setValue('')
    input.current?.focus()
    const sent = await onSend(parsed.data)
    // Nothing typed is lost: a failed text returns, ahead of anything typed since.
    if (!sent) setValue((typed) => (typed ? `${parsed.data}\n${typed}` : parsed.data))
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void submit()
  }

  const nearLimit = value.length > MESSAGE_MAX * 0.9
  return (
    <form onSubmit={onSubmit} className="border-t border-stone-200 p-3">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {text.label}
        </label>
        <textarea
          ref={input}
          id={id}
          value={value}
          rows={2}
          onChange={(event) => {
            setValue(event.target.value)
            if (error) setError(null)
          }}
          onKeyDown={onKeyDown}
          placeholder={text.placeholder}
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={error ? true : undefined}
          className="max-h-40 min-h-11 flex-1 resize-y rounded-2xl border border-stone-300 bg-white px-4 py-2.5 text-sm text-stone-900 placeholder:text-stone-500 focus:border-fuchsia-700 focus:ring-2 focus:ring-fuchsia-700/30 focus:outline-none"
        />
        {/* A whole touch target on phones (44 px), its icon never squeezed by the padding. */}
        <Button
          type="submit"
          aria-label={text.send}
          className="size-11 min-w-11 px-0 sm:w-auto sm:px-5"
        >
          <SendHorizontal aria-hidden="true" className="size-5 shrink-0" />
          <span className="hidden sm:inline">{text.send}</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 hidden text-xs text-stone-600 sm:block">
        {text.hint}
        {nearLimit ? ` · ${text.counter(value.length, MESSAGE_MAX)}` : null}
      </p>
      <p id={`${id}-error`} aria-live="polite" className="mt-1 text-sm text-red-700">
        {error}
      </p>
    </form>
  )
}
