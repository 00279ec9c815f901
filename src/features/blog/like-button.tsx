'use client'

import { toast } from '@/components/ui/toast'
import { memberOnly } from '@/features/site/member-only'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import { LikeToggle, type LikeButtonProps } from './like-button-view'

/**
 * Like / unlike: everybody sees the count; members like and unlike (their code loads for them
 * only), visitors are told to sign in.
 */
export const LikeButton = memberOnly(
  () => import('./article-member-tools').then(({ MemberLikeButton }) => MemberLikeButton),
  { fallback: (props: LikeButtonProps) => <VisitorLikeButton {...props} /> },
)

/** The button for visitors, and for a member while their own loads. */
function VisitorLikeButton({
  initialCount,
  copy = t.blogEngagement.like,
  className,
}: LikeButtonProps) {
  const { user } = useCurrentUser()
  // Still asking who is signed in, or a member's button still loading: nothing to say yet.
  const onClick = () => user === null && toast.error(copy.signIn)
  return (
    <LikeToggle
      liked={false}
      count={initialCount}
      copy={copy}
      onClick={onClick}
      className={className}
    />
  )
}
