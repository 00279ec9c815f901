import type { Metadata } from 'next'

import { Avatar } from '@/components/ui/avatar'
import { Container } from '@/components/ui/container'
import { NotFoundInHtml } from '@/components/ui/not-found-in-html'
import { OwnProfileRedirect } from '@/features/profiles/own-profile-redirect'
import { getPublicPosts, getPublicProfile } from '@/features/profiles/profile-data'
import { ProfileHeader } from '@/features/profiles/profile-header'
import { PostsView } from '@/features/profiles/posts-view'
import { t } from '@/i18n'
import ProfileNotFound from './not-found'
import { ProfileActions } from './profile-actions'

type Props = { params: Promise<{ userId: string }> }

// Public and the same for everybody: cached, re-read at most every minute and expired by tag
// whenever the profile, its posts or listings change (collections/hooks/expireProfilePages.ts).
// Whether the visitor is the owner is asked in the browser.
export const revalidate = 60
export const generateStaticParams = async (): Promise<{ userId: string }[]> => []

const parseUserId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseUserId((await params).userId)
  const profile = id ? await getPublicProfile(id) : null
  return { title: profile?.name || t.members.publicProfile.notFound }
}

export default async function PublicProfilePage({ params }: Props) {
  const id = parseUserId((await params).userId)
  const [profile, posts] = id
    ? await Promise.all([getPublicProfile(id), getPublicPosts(id)])
    : [null, []]
  if (!id || !profile) {
    return (
      <NotFoundInHtml>
        <ProfileNotFound />
      </NotFoundInHtml>
    )
  }

  const counts = t.members.counts
  return (
    <Container className="space-y-8 py-8 sm:py-12">
      <OwnProfileRedirect userId={id} />
      <ProfileHeader
        profile={profile}
        isFounder={profile.isFounder}
        avatar={
          <Avatar
            name={profile.name}
            src={profile.avatarUrl}
            alt={t.members.profile.avatarAlt(profile.name)}
          />
        }
        // Follow, message, block and report: client buttons, for signed-in visitors only.
        actions={<ProfileActions userId={id} name={profile.name} />}
        counts={[
          { label: counts.posts, value: profile.postsCount },
          { label: counts.followers, value: profile.followersCount, followersOf: id },
          { label: counts.featured, value: profile.featuredCount },
        ]}
      />
      <PostsView posts={posts} empty={t.members.posts.empty} />
    </Container>
  )
}
