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
  register: (values: RegisterValues) =>
    api.post<unknown>(
      '/user/v2/create/',
      { firstName: values.firstName, lastName: values.lastName, email: values.email, password: values.password, deviceId: deviceId() },
      { auth: false },
    ),
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
