import { z } from 'zod'
import { checkFile, DOCUMENT_TYPES, MAX_UPLOAD_BYTES, type FileRule } from '@/shared/lib/files'

/** The bank account as the API returns it. merchantId and isActive are set by staff only. */
export interface BankAccount {
  id: number
  url: string
  accName: string
  accNumber: string
  ifsc: string
  branchName: string
  cancelledCheque: string | null
  merchantId: string | null
  isActive: boolean
  temple: string
  templeId: number
}

export type BankStatus = 'not added' | 'active' | 'inactive'

export function bankStatus(account: BankAccount | null): BankStatus {
  if (!account) return 'not added'
  return account.isActive ? 'active' : 'inactive'
}

export const CHEQUE_SIZE_MESSAGE = 'File should be less than 5 MB'
export const CHEQUE_TYPE_MESSAGE = 'Only jpeg, jpg, png & pdf files are allowed'
export const CHEQUE_REQUIRED = 'Cancelled cheque is required'
export const INVALID_IFSC = 'Invalid IFS Code'
export const ACCOUNT_NUMBER_CHARS = 'Only A-Z and 0-9 are allowed'

/** Cheque: jpeg, jpg, png or pdf, under 5 MB. */
export const CHEQUE_RULE: FileRule = {
  types: DOCUMENT_TYPES,
  maxBytes: MAX_UPLOAD_BYTES - 1,
  typeMessage: CHEQUE_TYPE_MESSAGE,
  sizeMessage: CHEQUE_SIZE_MESSAGE,
}

/**
 * The temple user's bank form. The cheque is required unless one is already on file
 * (`hasCheque`); a file that breaks the rule is refused with the spec's message.
 */
export function bankAccountSchema({ hasCheque }: { hasCheque: boolean }) {
  return z.object({
    accName: z.string().trim().min(1, 'Account name is required').max(150, 'Use at most 150 characters'),
    accNumber: z
      .string()
      .trim()
      .min(1, 'Account number is required')
      .max(34, 'Use at most 34 characters')
      .regex(/^[A-Z0-9]*$/, ACCOUNT_NUMBER_CHARS),
    ifsc: z
      .string()
      .trim()
      .min(1, { error: 'IFS Code is required', abort: true })
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, INVALID_IFSC),
    branchName: z.string().trim().min(1, 'Branch name is required').max(150, 'Use at most 150 characters'),
    cancelledCheque: z
      .custom<File | null>((value) => value === null || value instanceof File)
      .superRefine((file, ctx) => {
        if (!file) {
          if (!hasCheque) ctx.addIssue({ code: 'custom', message: CHEQUE_REQUIRED })
          return
        }
        const problem = checkFile(file, CHEQUE_RULE)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
  })
}
export type BankAccountValues = z.infer<ReturnType<typeof bankAccountSchema>>

export function bankAccountDefaults(account: BankAccount | null): BankAccountValues {
  return {
    accName: account?.accName ?? '',
    accNumber: account?.accNumber ?? '',
    ifsc: account?.ifsc ?? '',
    branchName: account?.branchName ?? '',
    cancelledCheque: null,
  }
}

/** Multipart fields in the wire's snake_case; the cheque only when a new one was picked. */
export function bankAccountFields(values: BankAccountValues): Record<string, string | File | null> {
  return {
    acc_name: values.accName.trim(),
    acc_number: values.accNumber.trim(),
    ifsc: values.ifsc.trim(),
    branch_name: values.branchName.trim(),
    cancelled_cheque: values.cancelledCheque,
  }
}
