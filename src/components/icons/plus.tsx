import { Svg, type IconProps } from './svg'

export const Plus = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </Svg>
)
