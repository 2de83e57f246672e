/**
 * Seed bank accounts: Padmanabhaswamy's is approved (active), Guruvayur's waits for staff
 * (inactive), Meenakshi's is approved; the others have none ("not added").
 */
import type { BankAccountRow } from '../schema'
import { TEMPLE } from './temples'
import { seedTimestamp } from './time'

export function seedBankAccounts(): BankAccountRow[] {
  return [
    {
      id: 1,
      temple_id: TEMPLE.padmanabhaswamy,
      acc_name: 'Sree Padmanabhaswamy Temple Trust',
      acc_number: '67012345678901',
      ifsc: 'SBIN0070028',
      branch_name: 'Fort, Thiruvananthapuram',
      cancelled_cheque: null,
      merchant_id: 'MID-PDS-0001',
      is_active: true,
      updated_at: seedTimestamp(300),
    },
    {
      id: 2,
      temple_id: TEMPLE.guruvayur,
      acc_name: 'Guruvayur Devaswom',
      acc_number: '0123456789012',
      ifsc: 'FDRL0001234',
      branch_name: 'Guruvayur East Nada',
      cancelled_cheque: null,
      merchant_id: null,
      is_active: false,
      updated_at: seedTimestamp(30),
    },
    {
      id: 3,
      temple_id: TEMPLE.meenakshi,
      acc_name: 'Arulmigu Meenakshi Sundareswarar Thirukoil',
      acc_number: '500100200300',
      ifsc: 'IOBA0000123',
      branch_name: 'Madurai Main',
      cancelled_cheque: null,
      merchant_id: 'MID-MMT-0003',
      is_active: true,
      updated_at: seedTimestamp(200),
    },
  ]
}
