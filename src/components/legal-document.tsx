import { Container } from '@/components/ui/container'
import { t } from '@/i18n'

type Item = string | { readonly term: string; readonly text: string }

export type LegalSection = {
  readonly id: string
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly items?: readonly Item[]
  readonly after?: readonly string[]
}

type Props = {
  title: string
  intro: readonly string[]
  sections: readonly LegalSection[]
}

/**
 * A legal page: title, date, a table of contents and numbered sections with h2 headings. The
 * texts never move, so they are keyed by position: a text as its own key went into the page's
 * React payload twice.
 */
export function LegalDocument({ title, intro, sections }: Props) {
  return (
    <Container className="py-12 sm:py-16">
      <header className="max-w-3xl border-b border-stone-200 pb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm font-medium text-stone-600">{t.legal.updated}</p>
        {intro.map((paragraph, index) => (
          <p key={index} className="mt-5 text-lg leading-relaxed text-stone-700">
            {paragraph}
          </p>
        ))}
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="indice" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="indice" className="text-sm font-bold tracking-wide text-stone-900 uppercase">
            {t.legal.contents}
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded text-stone-700 hover:text-fuchsia-800 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-10">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
              <h2
                id={`${section.id}-titulo`}
                className="text-xl font-bold tracking-tight sm:text-2xl"
              >
                {section.heading}
              </h2>
              <Paragraphs texts={section.paragraphs} />
              {section.items && (
                <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-stone-700 marker:text-fuchsia-700">
                  {section.items.map((item, index) =>
                    typeof item === 'string' ? (
                      <li key={index}>{item}</li>
                    ) : (
                      <li key={index}>
                        <strong className="font-semibold text-stone-900">{item.term}:</strong>{' '}
                        {item.text}
                      </li>
                    ),
                  )}
                </ul>
              )}
              {section.after && <Paragraphs texts={section.after} />}
            </section>
          ))}
        </div>
      </div>
    </Container>
  )
}

function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text, index) => (
    <p key={index} className="mt-4 leading-relaxed text-stone-700">
      {text}
    </p>
  ))
}
