import { api } from '@/shared/api/client'
import { deviceId, type Jwt } from '@/shared/api/tokens'
import type { CurrentUser } from '@/session/types'
import type { LoginValues, RegisterValues } from './schemas'

export interface LoginResponse {
  jwt: Jwt
  user: CurrentUser
}

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
  requestPasswordReset: (email: string) => api.post<{ detail: string }>('/user/password-reset/', { email }, { auth: false }),
  /** 400 `{token: [...]}` when the link is expired, used or altered. */
  checkResetLink: (link: ResetLink) => api.post<{ detail: string }>('/user/password-reset/check/', link, { auth: false }),
  confirmPasswordReset: (link: ResetLink, newPassword: string) =>
    api.post<{ detail: string }>('/user/password-reset/confirm/', { ...link, newPassword }, { auth: false }),
  /** Sign-up, step 2: the code; the password is set and the account exists (201). */
  verifySignUp: (email: string, code: string) =>
    api.post<{ detail: string }>('/user/v2/create/verify/', { email, pin: code }, { auth: false }),
  resendSignUpCode: (email: string) => api.post<SignUpStarted>('/user/v2/create/resend/', { email }, { auth: false }),
}

export interface SignUpStarted {
  detail: string
  /** Seconds before a new code may be asked for. */
  resendAfter: number
}

/** The uid and token of a password-reset link (Django's reset by uid and token). */
export interface ResetLink {
  uid: string
  token: string
}

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
