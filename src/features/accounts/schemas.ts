import { z } from '@/lib/zod'

import * as t from '@/i18n/es'
import { email, password, requiredText } from '@/lib/validation'

// One schema per auth form, shared by the browser and the server.

const requiredEmail = requiredText(t.validation.emailRequired).pipe(email)
const requiredPassword = z.string().min(1, t.validation.passwordRequired).pipe(password)

export const signInSchema = z.object({
  email: requiredEmail,
  password: z.string().min(1, t.validation.passwordRequired),
})

export const signUpSchema = z.object({
  firstName: requiredText(t.validation.firstNameRequired).max(80, t.validation.tooLong),
  lastName: requiredText(t.validation.lastNameRequired).max(80, t.validation.tooLong),
  email: requiredEmail,
  password: requiredPassword,
})

export const forgotPasswordSchema = z.object({ email: requiredEmail })

export const resetPasswordSchema = z.object({
  token: z.string().min(1),
  password: requiredPassword,
})
