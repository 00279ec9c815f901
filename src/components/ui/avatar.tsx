import { cn } from './cn'

const sizes = {
  md: 'size-16 text-xl',
  lg: 'size-24 text-3xl sm:size-32 sm:text-4xl',
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
  const classes = cn(
    'shrink-0 overflow-hidden rounded-full border-4 border-white bg-amber-100 shadow-md',
    sizes[size],
    className,
  )
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized
    return <img src={src} alt={alt} className={cn(classes, 'object-cover')} />
  }
  return (
    <span
      role="img"
      aria-label={alt}
      className={cn(classes, 'flex items-center justify-center font-bold text-amber-900')}
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
