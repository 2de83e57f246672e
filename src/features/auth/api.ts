import type { z } from 'zod'
import type {
  LoginResponse as LoginResponseWire,
  ResetLink as ResetLinkWire,
  SignUpStarted as SignUpStartedWire,
  SignUpVerified as SignUpVerifiedWire,
} from '@contract/auth'
import type { Detail as DetailWire } from '@contract/common'
import type { Camel } from '@/shared/api/case'
import { api } from '@/shared/api/client'
import { deviceId } from '@/shared/api/tokens'
import type { LoginValues, RegisterValues } from './schemas'

type LoginResponse = Camel<z.output<typeof LoginResponseWire>>
/** `resendAfter`: seconds before a new code may be asked for. */
type SignUpStarted = Camel<z.output<typeof SignUpStartedWire>>
type SignUpVerified = Camel<z.output<typeof SignUpVerifiedWire>>
type Detail = z.output<typeof DetailWire>

export const authApi = {
  login: (values: LoginValues) =>
    api.post<LoginResponse>('/user/v2/auth/', { email: values.email, password: values.password, deviceId: deviceId() }, { auth: false }),
  /** Sign-up, step 1: the details; the server mails a 6-digit code (202). */
  register: (values: RegisterValues) =>
    api.post<SignUpStarted>(
      '/user/v2/create/',
      { firstName: values.firstName, lastName: values.lastName, email: values.email, password: values.password, deviceId: deviceId() },
      { auth: false },
    ),
  /** Always answers the same whether or not an account has the e-mail (429 when asked again within a minute). */
  requestPasswordReset: (email: string) => api.post<Detail>('/user/password-reset/', { email }, { auth: false }),
  /** 400 `{token: [...]}` when the link is expired, used or altered. */
  checkResetLink: (link: ResetLink) => api.post<Detail>('/user/password-reset/check/', link, { auth: false }),
  confirmPasswordReset: (link: ResetLink, newPassword: string) =>
    api.post<Detail>('/user/password-reset/confirm/', { ...link, newPassword }, { auth: false }),
  /** Sign-up, step 2: the code; the password is set and the account exists (201). */
  verifySignUp: (email: string, code: string) => api.post<SignUpVerified>('/user/v2/create/verify/', { email, pin: code }, { auth: false }),
  resendSignUpCode: (email: string) => api.post<SignUpStarted>('/user/v2/create/resend/', { email }, { auth: false }),
}

/** The uid and token of a password-reset link (Django's reset by uid and token). */
export type ResetLink = z.output<typeof ResetLinkWire>

export interface DemoMail {
  to: string
  subject: string
  kind: string
  link: string | null
  createdAt: string
}

/** Mocked mode only: the mails the mocked backend would have sent. */
export async function fetchDemoOutbox(): Promise<DemoMail[]> {
  const mails = await api.get<DemoMail[]>('/__mock__/outbox', { searchParams: { kind: 'password-reset' }, auth: false })
  return Array.isArray(mails) ? mails : []
}

export interface DemoAccount {
  email: string
  password: string
  description: string
}

/** Mocked mode only: the demo accounts, served by the mocked backend itself. */
export async function fetchDemoAccounts(): Promise<DemoAccount[]> {
  const accounts = await api.get<DemoAccount[]>('/__mock__/accounts', { auth: false })
  return Array.isArray(accounts) ? accounts : []
}
