import { Toaster } from 'sonner'

import { t } from '@/i18n'

/** One toaster for the whole site, labelled in Spanish. */
export function SiteToaster() {
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      customAriaLabel={t.toaster.label}
      toastOptions={{ closeButtonAriaLabel: t.toaster.close }}
    />
  )
}
