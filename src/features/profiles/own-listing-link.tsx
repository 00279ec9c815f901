import { ArrowRight } from '@/components/icons'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { getSessionUser } from '@/features/accounts/get-session-user'
import { findOwnListingId } from '@/features/directory/listing-data'
import { listingPath, type ListingKind } from '@/features/directory/listing-path'
import { t } from '@/i18n'

/**
 * Under /artist-settings and /producer-settings: the way to the member's listing as the directory
 * shows it, once there is one.
 */
export async function OwnListingLink({ kind }: { kind: ListingKind }) {
  const user = await getSessionUser()
  const id = user ? await findOwnListingId(user, kind) : null
  if (!id) return null
  return (
    // Tucked under the settings form, inside its page's bottom padding.
    <Container className="-mt-6 max-w-3xl pb-10 sm:-mt-8 sm:pb-14">
      <ButtonLink href={listingPath({ kind, id })} variant="secondary">
        {t.members.profile.listing[kind]}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </Container>
  )
}
