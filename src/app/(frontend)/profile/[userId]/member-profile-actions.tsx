'use client'

import { MessageButton } from '@/features/directory/message-button'
import { FollowButton } from '@/features/follow/follow-button'
import { BlockButton } from '@/features/moderation/block-button'
import { ReportButton } from '@/features/moderation/report-button'
import { useBlock } from '@/features/moderation/use-block'
import * as t from '@/i18n/es'

/**
 * The public profile's actions for signed-in visitors on someone else's profile: follow and
 * message (not while blocked), block and report. Loaded for members only (profile-actions.tsx).
 */
export function MemberProfileActions({ userId, name }: { userId: number; name: string }) {
  const { me, active: blocked } = useBlock(userId)
  if (!me) return null
  return (
    <>
      {blocked ? (
        <p
          role="status"
          className="w-full text-sm font-medium text-stone-700 sm:w-auto sm:self-center"
        >
          {t.safety.block.notice}
        </p>
      ) : (
        <>
          <FollowButton userId={userId} name={name} />
          <MessageButton userId={userId} />
        </>
      )}
      <BlockButton userId={userId} name={name} />
      <ReportButton targetType="profile" targetId={userId} />
    </>
  )
}
