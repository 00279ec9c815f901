import { safeHref } from '@/lib/safe-href'

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g

/**
 * A description as its poster wrote it: paragraphs at blank lines, line breaks kept, and web
 * addresses as links when src/lib/safe-href.ts allows them (nofollow: members wrote them).
 */
export function OpportunityText({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim())
  return (
    <div className="space-y-4 leading-relaxed text-stone-800">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph.split(URL_PATTERN).map((part, i) => {
            const href = i % 2 === 1 ? safeHref(part) : null
            return href ? (
              <a
                key={i}
                href={href}
                rel="nofollow ugc noopener noreferrer"
                target="_blank"
                className="font-semibold break-all text-fuchsia-800 underline underline-offset-2"
              >
                {part}
              </a>
            ) : (
              part
            )
          })}
        </p>
      ))}
    </div>
  )
}
