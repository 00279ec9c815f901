import * as t from '@/i18n/es'

/** Where a form, or part of one, shows while its code loads: said to screen readers. */
export function FormLoading() {
  return (
    <p role="status" className="flex min-h-64 items-center justify-center text-sm text-stone-600">
      {t.auth.page.loadingForm}
    </p>
  )
}
