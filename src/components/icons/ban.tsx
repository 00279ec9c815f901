import { Svg, type IconProps } from './svg'

export const Ban = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M4.929 4.929 19.07 19.071" />
  </Svg>
)
