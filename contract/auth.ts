/** Sign-in, tokens, the signed-in user, sign-up and password reset (`/user/…`). */
import { z } from 'zod'
import { Id, Url } from './common'

export const User = z
  .object({
    id: Id,
    url: Url,
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    phone: z.string().nullable(),
    is_staff: z.boolean(),
  })
  .meta({ id: 'User' })

export const TokenPair = z.object({ access: z.string(), refresh: z.string() }).meta({ id: 'TokenPair' })

export const LoginBody = z.object({ email: z.string(), password: z.string(), device_id: z.string().optional() })
export const LoginResponse = z.object({ jwt: TokenPair, user: User }).meta({ id: 'LoginResponse' })

export const RefreshBody = z.object({ refresh: z.string() })
/** `refresh` is absent when the server does not rotate refresh tokens. */
export const RefreshResponse = z.object({ access: z.string(), refresh: z.string().optional() })

export const LogoutBody = z.object({ refresh: z.string() })

export const UserChanges = z
  .object({ first_name: z.string().max(150), last_name: z.string().max(150), phone: z.string().nullable() })
  .partial()

export const SignUpBody = z.object({
  first_name: z.string().optional(),
  middle_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string(),
  password: z.string(),
  phone: z.string().optional(),
  device_id: z.string().optional(),
})
/** 202: a 6-digit code was mailed. */
export const SignUpStarted = z.object({
  detail: z.string(),
  email: z.string().optional(),
  resend_after: z.number().int(),
  expires_in: z.number().int().optional(),
})
export const SignUpVerifyBody = z.object({ email: z.string(), pin: z.string().regex(/^\d{6}$/) })
export const SignUpVerified = z.object({ detail: z.string(), user: User })
export const EmailBody = z.object({ email: z.string() })

export const ResetLink = z.object({ uid: z.string(), token: z.string() })
export const ResetConfirmBody = ResetLink.extend({ new_password: z.string() })
