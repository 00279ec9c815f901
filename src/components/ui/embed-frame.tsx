import { cn } from '@/components/ui/cn'

type Props = { src: string; title: string; kind?: 'video' | 'audio'; className?: string }

/** An embedded player: lazy, no referrer, and only the features players need. */
export function EmbedFrame({ src, title, kind = 'video', className }: Props) {
  return (
    <div
      className={cn(
        'overflow-hidden rounded-2xl bg-night shadow-md',
        kind === 'video' ? 'aspect-video' : 'h-[352px]',
        className,
      )}
    >
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        className="size-full border-0"
      />
    </div>
  )
}
