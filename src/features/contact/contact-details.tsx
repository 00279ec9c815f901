import { InstagramIcon, YouTubeIcon } from '@/components/icons/social-icons'
import { Clock, Mail } from '@/components/icons'
import type { SiteSettings } from '@/features/site/site-settings'
import { t } from '@/i18n'

const copy = t.contact

/** How to reach the team besides the form, and when somebody answers. */
export function ContactDetails({ settings }: { settings: SiteSettings }) {
  const channels = [
    {
      label: copy.channels.email,
      value: settings.contactEmail,
      href: `mailto:${settings.contactEmail}`,
      Icon: Mail,
      external: false,
    },
    {
      label: copy.channels.instagram,
      value: handle(settings.instagramUrl),
      href: settings.instagramUrl,
      Icon: InstagramIcon,
      external: true,
    },
    {
      label: copy.channels.youtube,
      value: handle(settings.youtubeUrl),
      href: settings.youtubeUrl,
      Icon: YouTubeIcon,
      external: true,
    },
  ]
  return (
    <div className="space-y-6">
      <section aria-labelledby="canales" className="card p-6 shadow-sm">
        <h2 id="canales" className="text-lg font-bold">
          {copy.channels.title}
        </h2>
        <ul className="mt-4 space-y-4">
          {channels.map(({ label, value, href, Icon, external }) => (
            <li key={label} className="flex items-start gap-3">
              <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-fuchsia-50 text-fuchsia-800">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-stone-900">{label}</p>
                <a
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="rounded break-words text-fuchsia-800 underline-offset-2 hover:underline"
                >
                  {value}
                  {external && <span className="sr-only"> {t.a11y.newTab}</span>}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="horario" className="card p-6 shadow-sm">
        <h2 id="horario" className="flex items-center gap-2 text-lg font-bold">
          <Clock aria-hidden="true" className="size-5 text-fuchsia-800" />
          {copy.hours.title}
        </h2>
        <ul className="mt-4 space-y-2 text-stone-700">
          {copy.hours.items.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** "https://www.instagram.com/tarima" → "@tarima", for display only. */
function handle(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop()
    return last ? `@${last.replace(/^@/, '')}` : url
  } catch {
    return url
  }
}
