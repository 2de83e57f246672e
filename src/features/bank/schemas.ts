import { z } from 'zod'
import type { BankAccount as BankAccountWire } from '@contract/money'
import type { Camel } from '@/shared/api/case'
import { msg, t } from '@/shared/i18n'
import { checkFile, DOCUMENT_TYPES, fileRule, MAX_UPLOAD_BYTES } from '@/shared/lib/files'
import { ruleMessage } from '@/shared/i18n/rule-message'

/** The bank account as the API returns it (contract/money.ts). merchantId and isActive are set by staff only. */
export type BankAccount = Camel<z.output<typeof BankAccountWire>>

export type BankStatus = 'not added' | 'active' | 'inactive'

export function bankStatus(account: BankAccount | null): BankStatus {
  if (!account) return 'not added'
  return account.isActive ? 'active' : 'inactive'
}

/**
 * A schema message in the language of the moment zod checks the form (so an issue's message is the
 * text to show; in English, the spec's).
 */

/** Cheque: jpeg, jpg, png or pdf, under 5 MB (its messages read in the language of the moment). */
export const CHEQUE_RULE = fileRule(DOCUMENT_TYPES, MAX_UPLOAD_BYTES - 1, {
  type: msg('bank.errors.chequeType'),
  size: msg('bank.errors.chequeSize'),
  content: msg('bank.errors.chequeContent'),
})

/**
 * The temple user's bank form. The cheque is required unless one is already on file
 * (`hasCheque`); a file that breaks the rule is refused with the spec's message.
 */
export function bankAccountSchema({ hasCheque }: { hasCheque: boolean }) {
  return z.object({
    accName: z.string().trim().min(1, ruleMessage('bank.errors.accNameRequired')).max(150, ruleMessage('bank.errors.max150')),
    accNumber: z
      .string()
      .trim()
      .min(1, ruleMessage('bank.errors.accNumberRequired'))
      .max(34, ruleMessage('bank.errors.max34'))
      .regex(/^[A-Z0-9]*$/, ruleMessage('bank.errors.accNumberChars')),
    ifsc: z
      .string()
      .trim()
      .min(1, { ...ruleMessage('bank.errors.ifscRequired'), abort: true })
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, ruleMessage('bank.errors.ifscInvalid')),
    branchName: z.string().trim().min(1, ruleMessage('bank.errors.branchRequired')).max(150, ruleMessage('bank.errors.max150')),
    cancelledCheque: z
      .custom<File | null>((value) => value === null || value instanceof File)
      .superRefine((file, ctx) => {
        if (!file) {
          if (!hasCheque) ctx.addIssue({ code: 'custom', message: t('bank.errors.chequeRequired') })
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
