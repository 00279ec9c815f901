import { Eye } from '@/components/icons'
import { t } from '@/i18n'
import { LivePreviewRefresh } from './live-preview-refresh'
import { exitPreviewPath } from './preview'

const copy = t.blog.preview

/** Shown above an article in draft preview (editors only): what this is and the way out. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <div
      role="status"
      data-preview-banner
      className="sticky top-0 z-40 border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
        <p className="flex items-center gap-2">
          <Eye aria-hidden="true" className="size-4" />
          <strong className="font-bold">{copy.banner}</strong>
          <span>{copy.bannerText}</span>
        </p>
        {/* A route handler (it clears the draft-mode cookie): a plain link, not a client route. */}
        <a href={exitPreviewPath(path)} className="font-semibold underline">
          {copy.exit}
        </a>
      </div>
      <LivePreviewRefresh />
    </div>
  )
}
