import type { SVGProps } from 'react'

// Brand marks drawn as simple outlines (lucide-react no longer ships brand icons).
// Decorative: the link or button around them carries the accessible name.

/** The outline every brand mark is drawn in; `props` add to it (or replace it). */
function BrandMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  )
}

export function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandMark strokeLinecap="round" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </BrandMark>
  )
}

export function YouTubeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandMark strokeLinejoin="round" {...props}>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </BrandMark>
  )
}
