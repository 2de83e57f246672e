import { api } from '@/shared/api/client'
import { BANK_URL, getBankAccount } from './account'
import { bankAccountFields, type BankAccount, type BankAccountValues } from './schemas'

export const bankApi = {
  get: getBankAccount,
  /** PUT multipart with snake_case field names; `version`: the account's version it replaces (`If-Match`; null sends none). */
  save: (templeId: number, values: BankAccountValues, onProgress?: (fraction: number) => void, version: string | null = null) =>
    api.upload<BankAccount>(BANK_URL, { method: 'PUT', templeId, fields: bankAccountFields(values), onProgress, ifMatch: version }),
}
