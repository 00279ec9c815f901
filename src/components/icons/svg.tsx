import type { ComponentType, ReactNode, SVGProps } from 'react'

// The site's icons: lucide's drawings (lucide.dev, ISC licence) as plain SVG components, one file
// per icon beside this one, imported by path (a barrel file would put every icon on every page).
// Not lucide-react: its icons are client components, so even an icon drawn on the server put its
// wrapper (~1.7 kB gzip) into every page's JavaScript; these cost nothing when drawn on the server
// and a few lines in the browser. Add one by copying its drawing from lucide (same name, same
// props). Brand marks, which lucide does not draw, are in social-icons.tsx.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/** Any of the icons, for props that take one. */
export type Icon = ComponentType<IconProps>

/**
 * lucide's canvas and stroke: 24 × 24, 2 px, round ends, the text colour. Decorative (hidden
 * from screen readers) unless given a label, as lucide-react does.
 */
export function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  const labelled = Boolean(props['aria-label'] || props['aria-labelledby'] || props.role)
  return (
    <svg
      aria-hidden={labelled ? undefined : true}
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  )
}
