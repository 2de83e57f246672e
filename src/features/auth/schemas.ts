import { z } from 'zod'
import { ruleMessage } from '@/shared/i18n/rule-message'

/**
 * A validation message in the language of the moment: zod asks for it when it validates, so the
 * schema's own output (and the unit tests reading it) is the text itself, in English by default.
 */

export const loginSchema = z.object({
  email: z.string().trim().min(1, ruleMessage('auth.errors.emailRequired')).email(ruleMessage('auth.errors.emailInvalid')),
  password: z.string().min(1, ruleMessage('auth.errors.passwordRequired')),
})
export type LoginValues = z.infer<typeof loginSchema>
export const loginDefaults: LoginValues = { email: '', password: '' }

/** The rules of a new password (the reset form's wording). */
const newPassword = z.string().min(1, ruleMessage('auth.errors.passwordMissing')).min(8, ruleMessage('auth.errors.passwordTooShort'))
const samePasswords = (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword
const mismatch = { path: ['confirmPassword'], ...ruleMessage('auth.errors.passwordsMismatch') }

/**
 * Sign-up asks for the fields of the spec's new account from an invitation and says what that form
 * says when one is missing ('Email required', 'Password is required', '*Required', 'First name is
 * required', 'Last name is required'; decision 180).
 */
export const registerSchema = z
  .object({
    firstName: z.string().trim().min(1, ruleMessage('auth.errors.firstNameRequired')),
    lastName: z.string().trim().min(1, ruleMessage('auth.errors.lastNameRequired')),
    email: z.string().trim().min(1, ruleMessage('auth.errors.emailRequired')).email(ruleMessage('auth.errors.emailInvalid')),
    password: z.string().min(1, ruleMessage('auth.errors.passwordIsRequired')).min(8, ruleMessage('auth.errors.passwordTooShort')),
    confirmPassword: z.string().min(1, ruleMessage('auth.errors.required')),
  })
  .refine(samePasswords, mismatch)
export type RegisterValues = z.infer<typeof registerSchema>
export const registerDefaults: RegisterValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, ruleMessage('auth.errors.emailRequired')).email(ruleMessage('auth.errors.emailInvalid')),
})
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>

/** A new password, twice, with the sign-up rules. */
export const resetPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, ruleMessage('auth.errors.required')),
  })
  .refine(samePasswords, mismatch)
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>
export const resetPasswordDefaults: ResetPasswordValues = { password: '', confirmPassword: '' }
/** Sign-up step 2: the 6-digit code sent by e-mail. */
export const signUpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, ruleMessage('auth.errors.codeRequired'))
    .length(6, ruleMessage('auth.errors.codeLength'))
    .regex(/^\d+$/, ruleMessage('auth.errors.codeDigits')),
})
export type SignUpCodeValues = z.infer<typeof signUpCodeSchema>

/** Phone: optional +, then 8 to 20 digits or spaces. */
export const PHONE_PATTERN = /^\+?[\d ]{8,20}$/

export const accountSchema = z.object({
  firstName: z.string().trim().min(1, ruleMessage('auth.errors.firstNameRequired')),
  lastName: z.string().trim().min(1, ruleMessage('auth.errors.lastNameRequired')),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), ruleMessage('auth.errors.phoneInvalid')),
})
export type AccountValues = z.infer<typeof accountSchema>
