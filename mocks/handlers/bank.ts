/**
 * The current temple's bank account (/temple/t-admin/bank/).
 *
 * GET (view_temple) → the account, or 404 when none was added. PUT (change_temple) is multipart
 * with snake_case fields acc_name, acc_number, ifsc, branch_name and the file cancelled_cheque
 * (jpeg, jpg, png or pdf by type and by content, under 5 MB; required unless the account already has one). A temple
 * user's change sends the account back to staff: it becomes inactive until approved again.
 * merchant_id and is_active are staff-only and ignored here. GET and PUT answer an ETag; a PUT with
 * a stale If-Match is refused with 412 and the account as it now is (mocks/versions.ts).
 */
import { insertRow } from '../db'
import { fieldErrors, notFound, nowIso } from '../helpers'
import { type Route, type TempleRequestContext, route, withTemple } from '../router'
import { serializeBankAccount } from '../serializers'
import type { FieldErrors } from '../validation'
import { preconditionFailed, versioned } from '../versions'
import { checkedFileField, readMultipart, toDataUrl } from './multipart'

const CHEQUE_TYPES = ['image/jpeg', 'image/png', 'application/pdf']
const CHEQUE_TYPE_MESSAGE = 'Only jpeg, jpg, png & pdf files are allowed'
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/
const ACCOUNT_NUMBER_PATTERN = /^[A-Z0-9]+$/

function findAccount(ctx: TempleRequestContext) {
  return ctx.db.bankAccounts.find((a) => a.temple_id === ctx.temple.id)
}

function retrieve(ctx: TempleRequestContext): Response {
  const account = findAccount(ctx)
  return account ? versioned(serializeBankAccount(ctx.urls, account)) : notFound()
}

function text(
  form: FormData,
  name: string,
  errors: FieldErrors,
  options: { maxLength: number; pattern?: RegExp; patternMessage?: string },
): string {
  const raw = form.get(name)
  const value = typeof raw === 'string' ? raw.trim() : ''
  if (raw === null) errors[name] = ['This field is required.']
  else if (typeof raw !== 'string') errors[name] = ['Not a valid string.']
  else if (value === '') errors[name] = ['This field may not be blank.']
  else if (value.length > options.maxLength) errors[name] = [`Ensure this field has no more than ${options.maxLength} characters.`]
  else if (options.pattern && !options.pattern.test(value)) errors[name] = [options.patternMessage ?? 'Enter a valid value.']
  return value
}

async function update(ctx: TempleRequestContext): Promise<Response> {
  const existing = findAccount(ctx)
  // A stale If-Match is refused; with no account yet there is nothing to be stale against.
  const stale = existing ? preconditionFailed(ctx.request, serializeBankAccount(ctx.urls, existing)) : null
  if (stale) return stale
  const form = await readMultipart(ctx.request)
  if (form instanceof Response) return form
  const errors: FieldErrors = {}
  const accName = text(form, 'acc_name', errors, { maxLength: 150 })
  const accNumber = text(form, 'acc_number', errors, {
    maxLength: 34,
    pattern: ACCOUNT_NUMBER_PATTERN,
    patternMessage: 'Only A-Z and 0-9 are allowed',
  })
  const ifsc = text(form, 'ifsc', errors, { maxLength: 11, pattern: IFSC_PATTERN, patternMessage: 'Invalid IFS Code' })
  const branchName = text(form, 'branch_name', errors, { maxLength: 150 })
  let cheque: string | null = existing?.cancelled_cheque ?? null
  if (form.has('cancelled_cheque') || cheque === null) {
    const file = await checkedFileField(form, 'cancelled_cheque', CHEQUE_TYPES, CHEQUE_TYPE_MESSAGE)
    if (typeof file === 'string') errors.cancelled_cheque = [file]
    else cheque = await toDataUrl(file)
  }
  if (Object.keys(errors).length > 0) return fieldErrors(errors)

  const values = {
    acc_name: accName,
    acc_number: accNumber,
    ifsc,
    branch_name: branchName,
    cancelled_cheque: cheque,
    is_active: false,
    updated_at: nowIso(),
  }
  if (existing) {
    Object.assign(existing, values)
    return versioned(serializeBankAccount(ctx.urls, existing))
  }
  const account = insertRow(ctx.db, 'bankAccounts', { ...values, temple_id: ctx.temple.id, merchant_id: null })
  return versioned(serializeBankAccount(ctx.urls, account))
}

export const bankRoutes: readonly Route[] = [
  route('/temple/t-admin/bank/', { GET: withTemple('view_temple', retrieve), PUT: withTemple('change_temple', update) }),
]
