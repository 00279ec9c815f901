import { z } from '@/lib/zod'

import * as t from '@/i18n/es'
import { resetPasswordSchema } from './schemas'

/** The reset form: the shared reset schema plus the repeated password. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirm: z.string().min(1, t.passwordReset.reset.confirmRequired) })
  .refine((values) => values.password === values.confirm, {
    message: t.passwordReset.reset.mismatch,
    path: ['confirm'],
  })
