import { cx } from '@/components/ui/cx'

/**
 * Shown when a listing has no image: the one path to public/artist-placeholder.webp. A raster, not
 * an SVG: an SVG `<img>` is a whole document built on the page's main thread.
 */
export const PLACEHOLDER_IMAGE = '/artist-placeholder.webp'

/** A listing's photo, or the placeholder; with `srcSet`, the size that fits `sizes`. */
export function ListingImage({
  src,
  srcSet,
  sizes,
  alt,
  className,
}: {
  src: string | null
  srcSet?: string | null
  sizes?: string
  alt: string
  className?: string
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized
    <img
      src={src ?? PLACEHOLDER_IMAGE}
      srcSet={src ? (srcSet ?? undefined) : undefined}
      sizes={src && srcSet ? sizes : undefined}
      alt={alt}
      className={cx('object-cover', className)}
    />
  )
}
