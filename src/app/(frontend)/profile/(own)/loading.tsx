import { Container } from '@/components/ui/container'
import { t } from '@/i18n'

/** Shown while a profile is read: the header's shape, so nothing jumps when it arrives. */
export default function ProfileLoading() {
  return (
    <Container className="py-8 sm:py-12">
      <div role="status" className="space-y-4">
        <div aria-hidden="true" className="h-36 animate-pulse rounded-2xl bg-stone-200" />
        <div aria-hidden="true" className="h-8 w-64 animate-pulse rounded-full bg-stone-200" />
        <div
          aria-hidden="true"
          className="h-4 w-96 max-w-full animate-pulse rounded-full bg-stone-200"
        />
        <p className="sr-only">{t.members.profile.loading}</p>
      </div>
    </Container>
  )
}
