import { cx } from './cx'

// Classes of globals.css (`.avatar-*`), overridden by any utility a caller adds.
const sizes = {
  md: 'avatar-md',
  lg: 'avatar-lg',
} as const

type Props = {
  name: string
  src?: string | null
  alt: string
  size?: keyof typeof sizes
  className?: string
}

/** A round photo, or the name's initials on a warm background when there is none. */
export function Avatar({ name, src, alt, size = 'lg', className }: Props) {
  const classes = cx('avatar', sizes[size], className)
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized
    return <img src={src} alt={alt} className={cx(classes, 'object-cover')} />
  }
  return (
    <span
      role="img"
      aria-label={alt}
      className={cx(classes, 'flex items-center justify-center font-bold text-amber-900')}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  )
}

/** Up to two initials of a name ("?" for none): the photo's stand-in. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('') || '?'
