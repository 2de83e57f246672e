/**
 * Staff's bank accounts: list (is_active, o), retrieve, PATCH (merchant_id, is_active), approve /
 * disapprove. An active account needs a merchant id.
 */
import type { z } from 'zod'
import type { StaffBankAccount } from '../../../contract/staff'
import { fieldErrors, json, notFound, nowIso, paginate, readPatchBody } from '../../helpers'
import { type Route, type UserContext, idParam, route } from '../../router'
import type { BankAccountRow } from '../../schema'
import { preconditionFailed, versioned } from '../../versions'
import { STAFF, bankUrl, booleanParam, byOrdering, templeUrl, withStaff } from './access'

/** Page size of the staff approval tables when the client does not ask for one. */
export const STAFF_PAGE_SIZE = 10
const MERCHANT_REQUIRED = 'Merchant Id is required'

function serializeStaffBank(ctx: UserContext, account: BankAccountRow): z.output<typeof StaffBankAccount> {
  const temple = ctx.db.temples.find((t) => t.id === account.temple_id)
  return {
    id: account.id,
    url: bankUrl(ctx.urls, account.id),
    acc_name: account.acc_name,
    acc_number: account.acc_number,
    ifsc: account.ifsc,
    branch_name: account.branch_name,
    cancelled_cheque: ctx.urls.media(account.cancelled_cheque),
    merchant_id: account.merchant_id,
    is_active: account.is_active,
    updated_at: account.updated_at,
    temple: { id: account.temple_id, url: templeUrl(ctx.urls, account.temple_id), name: temple?.name ?? '' },
  }
}

const BANK_ORDERINGS: Record<string, (a: BankAccountRow, b: BankAccountRow) => number> = {
  id: (a, b) => a.id - b.id,
  updated_at: (a, b) => a.updated_at.localeCompare(b.updated_at) || a.id - b.id,
}

/** GET bank-account/?is_active=&o= (default newest updated first). */
function listBankAccounts(ctx: UserContext): Response {
  const active = booleanParam(ctx.url.searchParams.get('is_active'))
  const rows = ctx.db.bankAccounts
    .filter((a) => active === undefined || a.is_active === active)
    .sort(byOrdering(ctx.url.searchParams.get('o'), BANK_ORDERINGS, '-updated_at'))
  return paginate(ctx.request, rows, (a) => serializeStaffBank(ctx, a), STAFF_PAGE_SIZE)
}

function findBank(ctx: UserContext): BankAccountRow | undefined {
  const id = idParam(ctx)
  return ctx.db.bankAccounts.find((a) => a.id === id)
}

function retrieveBank(ctx: UserContext): Response {
  const account = findBank(ctx)
  return account ? versioned(serializeStaffBank(ctx, account)) : notFound()
}

/** PATCH {merchant_id?, is_active?}: an active account needs a merchant id. */
async function updateBank(ctx: UserContext): Promise<Response> {
  const account = findBank(ctx)
  if (!account) return notFound()
  const stale = preconditionFailed(ctx.request, serializeStaffBank(ctx, account))
  if (stale) return stale
  const reader = await readPatchBody(ctx.request)
  if (reader instanceof Response) return reader
  const merchantId = reader.string('merchant_id', { maxLength: 64, nullable: true, allowBlank: true })
  const isActive = reader.boolean('is_active')
  const nextMerchant = merchantId === undefined ? account.merchant_id : merchantId?.trim() || null
  if (merchantId !== undefined && !nextMerchant) reader.addError('merchant_id', MERCHANT_REQUIRED)
  else if ((isActive ?? account.is_active) && !nextMerchant) reader.addError('merchant_id', MERCHANT_REQUIRED)
  if (!reader.valid) return fieldErrors(reader.errors)
  account.merchant_id = nextMerchant
  if (isActive !== undefined) account.is_active = isActive
  account.updated_at = nowIso()
  return versioned(serializeStaffBank(ctx, account))
}

function setBankActive(active: boolean) {
  return (ctx: UserContext): Response => {
    const account = findBank(ctx)
    if (!account) return notFound()
    if (active && !account.merchant_id) return fieldErrors({ merchant_id: [MERCHANT_REQUIRED] })
    account.is_active = active
    account.updated_at = nowIso()
    return json(serializeStaffBank(ctx, account))
  }
}

export const staffBankRoutes: readonly Route[] = [
  route(`${STAFF}/bank-account/`, { GET: withStaff(listBankAccounts) }),
  route(`${STAFF}/bank-account/:id/`, { GET: withStaff(retrieveBank), PATCH: withStaff(updateBank) }),
  route(`${STAFF}/bank-account/:id/approve/`, { POST: withStaff(setBankActive(true)) }),
  route(`${STAFF}/bank-account/:id/disapprove/`, { POST: withStaff(setBankActive(false)) }),
]
