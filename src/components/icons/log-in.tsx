import { Svg, type IconProps } from './svg'

export const LogIn = (props: IconProps) => (
  <Svg {...props}>
    <path d="m10 17 5-5-5-5" />
    <path d="M15 12H3" />
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
  </Svg>
)
