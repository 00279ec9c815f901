import { LockKeyhole } from '@/components/icons'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { t } from '@/i18n'

type Props = { title: string; description: string }

/** What member pages show a signed-out visitor: a heading and a way to sign in (no redirect). */
export function SignInPrompt({ title, description }: Props) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <LockKeyhole aria-hidden="true" className="size-12 text-fuchsia-700" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-lg text-stone-600">{description}</p>
      <ButtonLink href="/auth" size="lg" className="mt-10">
        {t.members.common.goToSignIn}
      </ButtonLink>
    </Container>
  )
}
