/** What the conflict dialog compares of the bank account: the form's text fields (a new cheque picked here is kept as picked). */
import type { ConflictFieldsSpec } from '@/shared/forms/use-record-conflict'
import { msg, t, type MessageKey } from '@/shared/i18n'
import type { BankAccountValues } from './schemas'

type Compared = Exclude<keyof BankAccountValues, 'cancelledCheque'>

const LABELS: Record<Compared, MessageKey> = {
  accName: msg('bank.form.accName'),
  accNumber: msg('bank.form.accNumber'),
  ifsc: msg('bank.form.ifsc'),
  branchName: msg('bank.form.branchName'),
}

export const bankAccountConflict: ConflictFieldsSpec<BankAccountValues, Compared> = {
  names: Object.keys(LABELS) as Compared[],
  label: (name) => t(LABELS[name]),
}
