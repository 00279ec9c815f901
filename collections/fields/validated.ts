import type { Validate } from 'payload'
import type { ZodType } from 'zod'
import type { ZodMiniType } from 'zod/mini'

/** A Payload field validator from a shared zod schema: the form and the server say the same. */
export const zodValidate =
  (schema: ZodType | ZodMiniType, fallback: string): Validate =>
  (value: unknown) => {
    const result = schema.safeParse(value ?? '')
    return result.success || (result.error.issues[0]?.message ?? fallback)
  }
