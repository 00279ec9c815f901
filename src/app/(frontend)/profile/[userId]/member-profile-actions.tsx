'use client'

import { MessageButton } from '@/features/directory/message-button'
import { FollowButton } from '@/features/follow/follow-button'
import { BlockButton } from '@/features/moderation/block-button'
import { ReportButton } from '@/features/moderation/report-button'
import { useBlock, useBlockedBetween } from '@/features/moderation/use-block'
import * as t from '@/i18n/es'

/**
 * The public profile's actions for signed-in visitors on someone else's profile: follow and
 * message (not while blocked, whoever blocked whom: the server would refuse them), block and
 * report. Loaded for members only (profile-actions.tsx).
 */
export function MemberProfileActions({ userId, name }: { userId: number; name: string }) {
  const { me, active: blocked } = useBlock(userId)
  const blockedEitherWay = useBlockedBetween(userId)
  if (!me) return null
  const notice = blocked
    ? t.safety.block.notice
    : blockedEitherWay
      ? t.safety.block.blockedBy
      : null
  return (
    <>
      {notice ? (
        <p
          role="status"
          className="w-full text-sm font-medium text-stone-700 sm:w-auto sm:self-center"
        >
          {notice}
        </p>
      ) : blockedEitherWay === false ? (
        <>
          <FollowButton userId={userId} name={name} />
          <MessageButton userId={userId} />
        </>
      ) : null}
      <BlockButton userId={userId} name={name} />
      <ReportButton targetType="profile" targetId={userId} />
    </>
  )
}
