import * as t from '@/i18n/es'

/** Where a form, or part of one, shows while its code loads: said to screen readers. */
export function FormLoading({ className = 'min-h-64' }: { className?: string }) {
  return (
    <p
      role="status"
      className={`flex items-center justify-center text-sm text-stone-600 ${className}`}
    >
      {t.auth.page.loadingForm}
    </p>
  )
}
