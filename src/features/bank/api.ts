import { api } from '@/shared/api/client'
import { isApiError } from '@/shared/api/errors'
import { bankAccountFields, type BankAccount, type BankAccountValues } from './schemas'

const URL = '/temple/t-admin/bank/'

export const bankApi = {
  /** The current temple's account, or null when none was added (the server answers 404). */
  async get(templeId: number, signal?: AbortSignal): Promise<BankAccount | null> {
    try {
      return await api.get<BankAccount>(URL, { templeId, signal })
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null
      throw error
    }
  },
  /** PUT multipart with snake_case field names. */
  save: (templeId: number, values: BankAccountValues, onProgress?: (fraction: number) => void) =>
    api.upload<BankAccount>(URL, { method: 'PUT', templeId, fields: bankAccountFields(values), onProgress }),
}
