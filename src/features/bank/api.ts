import { api } from '@/shared/api/client'
import { BANK_URL, getBankAccount } from './account'
import { bankAccountFields, type BankAccount, type BankAccountValues } from './schemas'

export const bankApi = {
  get: getBankAccount,
  /** PUT multipart with snake_case field names. */
  save: (templeId: number, values: BankAccountValues, onProgress?: (fraction: number) => void) =>
    api.upload<BankAccount>(BANK_URL, { method: 'PUT', templeId, fields: bankAccountFields(values), onProgress }),
}
