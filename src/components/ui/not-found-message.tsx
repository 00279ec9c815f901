import type { Icon } from '@/components/icons'

import { ButtonLink } from './button'
import { Container } from './container'

type Props = {
  icon: Icon
  title: string
  description: string
  /** Where the way out leads, and its label. */
  href: string
  action: string
}

/** The body of a segment's not-found page (answered with HTTP 404). */
export function NotFoundMessage({ icon: Icon, title, description, href, action }: Props) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <Icon aria-hidden="true" className="size-12 text-fuchsia-700" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-lg text-stone-600">{description}</p>
      <ButtonLink href={href} size="lg" className="mt-10">
        {action}
      </ButtonLink>
    </Container>
  )
}
