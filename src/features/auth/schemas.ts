import { z } from 'zod'

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email required').email('Invalid Email'),
  password: z.string().min(1, 'Password required'),
})
export type LoginValues = z.infer<typeof loginSchema>
export const loginDefaults: LoginValues = { email: '', password: '' }

/** The sign-up password rules, shared by every form that sets a password. */
const newPassword = z.string().min(1, 'Please enter password!').min(8, 'Use at least 8 characters')
const samePasswords = (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword
const mismatch = { path: ['confirmPassword'], message: 'The two passwords you entered did not match!' }

export const registerSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required'),
    lastName: z.string().trim().min(1, 'Last name is required'),
    email: z.string().trim().min(1, 'Email required').email('Invalid Email'),
    password: newPassword,
    confirmPassword: z.string().min(1, '*Required'),
  })
  .refine(samePasswords, mismatch)
export type RegisterValues = z.infer<typeof registerSchema>
export const registerDefaults: RegisterValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Email required').email('Invalid Email'),
})
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>

/** A new password, twice, with the sign-up rules. */
export const resetPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, '*Required'),
  })
  .refine(samePasswords, mismatch)
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>
export const resetPasswordDefaults: ResetPasswordValues = { password: '', confirmPassword: '' }
/** Sign-up step 2: the 6-digit code sent by e-mail. */
export const signUpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code we sent to your email')
    .length(6, 'The length of Pin should be 6 digits')
    .regex(/^\d+$/, 'The code has digits only'),
})
export type SignUpCodeValues = z.infer<typeof signUpCodeSchema>

/** Phone: optional +, then 8 to 20 digits or spaces. */
export const PHONE_PATTERN = /^\+?[\d ]{8,20}$/

export const accountSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'Invalid phone number'),
})
export type AccountValues = z.infer<typeof accountSchema>
