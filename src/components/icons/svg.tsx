import type { ComponentType, ReactNode, SVGProps } from 'react'

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
