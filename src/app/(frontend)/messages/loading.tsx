import { t } from '@/i18n'

/** Shown while the conversations are read: the screen's frame, so nothing jumps. */
export default function MessagesLoading() {
  return (
    <div className="mx-auto w-full max-w-6xl sm:px-6 sm:py-8 lg:px-8">
      <div
        role="status"
        className="h-[calc(100dvh-4rem)] min-h-[28rem] animate-pulse bg-stone-100 sm:h-[calc(100dvh-12rem)] sm:rounded-2xl"
      >
        <p className="sr-only">{t.messages.list.loading}</p>
      </div>
    </div>
  )
}
