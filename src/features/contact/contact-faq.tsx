import { ChevronDown } from '@/components/icons'
import { t } from '@/i18n'

const copy = t.contact.faq

export function ContactFaq() {
  return (
    <section aria-labelledby="preguntas" className="mt-16">
      <h2 id="preguntas" className="text-2xl font-bold tracking-tight">
        {copy.title}
      </h2>
      <div className="mt-6 divide-y divide-stone-200 card shadow-sm">
        {copy.items.map(({ question, answer }) => (
          <details key={question} className="group px-6">
            <summary className="flex items-center justify-between gap-4 rounded py-5 font-semibold text-stone-900 marker:content-none [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-stone-600 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 leading-relaxed text-stone-700">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
