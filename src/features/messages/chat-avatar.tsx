import { initials } from '@/components/ui/avatar'
import { cn } from '@/components/ui/cn'
import type { ChatPerson } from './message-types'

/** A small round photo for lists and headers, or the initials when there is none. */
export function ChatAvatar({ person, className }: { person: ChatPerson; className?: string }) {
  const classes = cn('size-11 shrink-0 overflow-hidden rounded-full bg-amber-100', className)
  if (person.avatarUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized
    return <img src={person.avatarUrl} alt="" className={cn(classes, 'object-cover')} />
  }
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'flex items-center justify-center text-sm font-bold text-amber-900')}
    >
      {initials(person.name)}
    </span>
  )
}
