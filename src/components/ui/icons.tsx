import type { ReactNode, SVGProps } from 'react'

// The icons of the components that every visitor loads with a public page, as plain SVG with
// lucide's drawings (lucide.dev, ISC licence). lucide-react's own wrapper is ~1.7 kB of gzip
// JavaScript, the largest part of those components; what loads later (members' tools, dialogs)
// and what renders on the server keeps using lucide-react. Same props as there.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/** lucide's canvas and stroke: 24 × 24, 2 px, round ends, the text colour. */
function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
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

export const ChevronLeft = (props: IconProps) => (
  <Svg {...props}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
)

export const ChevronRight = (props: IconProps) => (
  <Svg {...props}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
)

export const Eye = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
)

export const Heart = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
  </Svg>
)

export const LayoutGrid = (props: IconProps) => (
  <Svg {...props}>
    <rect width="7" height="7" x="3" y="3" rx="1" />
    <rect width="7" height="7" x="14" y="3" rx="1" />
    <rect width="7" height="7" x="14" y="14" rx="1" />
    <rect width="7" height="7" x="3" y="14" rx="1" />
  </Svg>
)

export const List = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 5h.01M3 12h.01M3 19h.01M8 5h13M8 12h13M8 19h13" />
  </Svg>
)

export const Mail = (props: IconProps) => (
  <Svg {...props}>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </Svg>
)

export const Menu = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 5h16M4 12h16M4 19h16" />
  </Svg>
)

export const MessageCircle = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
  </Svg>
)

export const Plus = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14M12 5v14" />
  </Svg>
)

export const RotateCw = (props: IconProps) => (
  <Svg {...props}>
    <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
  </Svg>
)

export const Search = (props: IconProps) => (
  <Svg {...props}>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </Svg>
)

export const Share2 = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.59 13.51 6.83 3.98M15.41 6.51l-6.82 3.98" />
  </Svg>
)

export const SlidersHorizontal = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10 5H3M12 19H3M14 3v4M16 17v4M21 12h-9M21 19h-5M21 5h-7M8 10v4M8 12H3" />
  </Svg>
)
