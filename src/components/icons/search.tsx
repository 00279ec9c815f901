import { Svg, type IconProps } from './svg'

export const Search = (props: IconProps) => (
  <Svg {...props}>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </Svg>
)
