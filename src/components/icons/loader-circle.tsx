import { Svg, type IconProps } from './svg'

export const LoaderCircle = (props: IconProps) => (
  <Svg {...props}>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </Svg>
)
