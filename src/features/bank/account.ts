import { api } from '@/shared/api/client'
import { isApiError } from '@/shared/api/errors'
import type { BankAccount } from './schemas'

/*
 * Reading the account, apart from saving it: the header's notifications read it on every page,
 * and must not pull the form's schemas (and zod) along.
 */
export const BANK_URL = '/temple/t-admin/bank/'

/** The current temple's account, or null when none was added (the server answers 404). */
export async function getBankAccount(templeId: number, signal?: AbortSignal): Promise<BankAccount | null> {
  try {
    return await api.get<BankAccount>(BANK_URL, { templeId, signal })
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}
