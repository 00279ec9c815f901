'use client'

import { useEffect } from 'react'

import { track } from './tracker'

/** `blog_read` once the reader has spent 10 seconds on a News+ article. */
export function BlogReadTracker({ postId }: { postId: number }) {
  useEffect(() => {
    const timer = setTimeout(() => track('blog_read', { blogPostId: postId }), 10_000)
    return () => clearTimeout(timer)
  }, [postId])
  return null
}
