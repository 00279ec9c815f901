import { t } from '@/i18n'

/** First stop of the keyboard: jumps over the top bar to <main id="contenido">. */
export function SkipLink() {
  return (
    <a
      href="#contenido"
      className="surface-dark sr-only z-50 rounded-full bg-amber-400 px-5 py-3 font-semibold text-night focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t.a11y.skipToContent}
    </a>
  )
}
