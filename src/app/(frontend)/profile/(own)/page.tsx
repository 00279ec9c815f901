import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { AccountCredentials } from '@/features/account/account-credentials'
import { AccountSection } from '@/features/account/account-section'
import { ConfirmEmailNotice } from '@/features/account/confirm-email-notice'
import { SignInPrompt } from '@/features/account/sign-in-prompt'
import { getSessionUser } from '@/features/auth/get-session-user'
import { ApplicationStatusCard } from '@/features/profile/application-status-card'
import { AvatarEditor } from '@/features/profile/avatar-editor'
import { EditProfileDialog } from '@/features/profile/edit-profile-dialog'
import { getOwnProfilePage } from '@/features/profile/profile-data'
import { ProfileHeader } from '@/features/profile/profile-header'
import { ProfileShortcuts } from '@/features/profile/profile-shortcuts'
import { OwnPostsEmpty } from '@/features/profile/own-posts-empty'
import { PostsView } from '@/features/profile/posts-view'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.members.profile.metaTitle }

// The member's own page: it reads the session, so it is rendered per request and never cached.
export default async function ProfilePage() {
  const user = await getSessionUser()
  if (!user) {
    return (
      <SignInPrompt
        title={t.members.common.accessDenied}
        description={t.members.common.accessDeniedDescription}
      />
    )
  }
  const { profile, posts, applicationStatus } = await getOwnProfilePage(user)
  const counts = t.members.counts
  return (
    <Container className="space-y-8 py-8 sm:py-12">
      <ProfileHeader
        profile={profile}
        avatar={<AvatarEditor name={profile.name} avatarUrl={profile.avatarUrl} />}
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
          {applicationStatus ? <ApplicationStatusCard status={applicationStatus} /> : null}
          <ProfileShortcuts />
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
}
