import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { AccountCredentials } from '@/features/accounts/account-credentials'
import { AccountSection } from '@/features/accounts/account-section'
import { ConfirmEmailNotice } from '@/features/accounts/confirm-email-notice'
import { accessDenied, memberPage } from '@/features/accounts/member-page'
import { ApplicationStatusCard } from '@/features/profiles/application-status-card'
import { AvatarEditor } from '@/features/profiles/avatar-editor'
import { EditProfileDialog } from '@/features/profiles/edit-profile-dialog'
import { getOwnProfilePage } from '@/features/profiles/profile-data'
import { ProfileHeader } from '@/features/profiles/profile-header'
import { ProfileShortcuts } from '@/features/profiles/profile-shortcuts'
import { OwnPostsEmpty } from '@/features/profiles/own-posts-empty'
import { PostsView } from '@/features/profiles/posts-view'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.members.profile.metaTitle }

// The member's own page: it reads the session, so it is rendered per request and never cached.
export default async function ProfilePage() {
  return memberPage(accessDenied, async (user) => {
    const { profile, posts, applicationStatus, listings } = await getOwnProfilePage(user)
    const counts = t.members.counts
    return (
      <Container className="space-y-8 py-8 sm:py-12">
        <ProfileHeader
          profile={profile}
          avatar={
            <AvatarEditor userId={user.id} name={profile.name} avatarUrl={profile.avatarUrl} />
          }
          actions={<EditProfileDialog profile={profile} />}
          emptyBio={t.members.profile.noBio}
          counts={[
            { label: counts.posts, value: profile.postsCount },
            { label: counts.followers, value: profile.followersCount },
            { label: counts.following, value: profile.followingCount },
          ]}
        />
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <PostsView posts={posts} empty={<OwnPostsEmpty />} />
          <div className="space-y-6">
            {user.emailConfirmed ? null : <ConfirmEmailNotice email={user.email} />}
            {applicationStatus ? (
              <ApplicationStatusCard status={applicationStatus} listings={listings} />
            ) : null}
            <ProfileShortcuts approved={applicationStatus === 'approved'} />
            <AccountSection>
              <AccountCredentials
                userId={user.id}
                email={user.email}
                pendingEmail={user.pendingEmail}
              />
            </AccountSection>
          </div>
        </div>
      </Container>
    )
  })
}
