/** What the conflict dialog compares of staff's edit forms: every field each form edits. */
import type { ConflictFieldsSpec } from '@/shared/forms/use-record-conflict'
import { conflictText } from '@/shared/forms/use-record-conflict'
import { msg, t, type MessageKey } from '@/shared/i18n'
import type { ComplianceValues, StaffBankValues } from './schemas'

const COMPLIANCE_LABELS: Record<keyof ComplianceValues, MessageKey> = {
  tds: msg('staff.compliance.tds'),
  commissionPercent: msg('staff.compliance.commissionPercent'),
  commissionMin: msg('staff.compliance.commissionMin'),
  commissionMax: msg('staff.compliance.commissionMax'),
  slug: msg('staff.compliance.slug'),
}

export const complianceConflict: ConflictFieldsSpec<ComplianceValues, keyof ComplianceValues> = {
  names: Object.keys(COMPLIANCE_LABELS) as (keyof ComplianceValues)[],
  label: (name) => t(COMPLIANCE_LABELS[name]),
  // TDS as the select shows it ("5%").
  format: (name, value) => (name === 'tds' && value !== '' ? `${value}%` : conflictText(value)),
}

const BANK_LABELS: Record<keyof StaffBankValues, MessageKey> = {
  merchantId: msg('staff.bank.merchantId'),
  isActive: msg('staff.bank.active'),
}

export const staffBankConflict: ConflictFieldsSpec<StaffBankValues, keyof StaffBankValues> = {
  names: Object.keys(BANK_LABELS) as (keyof StaffBankValues)[],
  label: (name) => t(BANK_LABELS[name]),
}
