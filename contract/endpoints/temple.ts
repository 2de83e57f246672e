/** The user's temples, their images and the bank account (tag `temple`). */
import { z } from 'zod'
import { preconditionFailed } from '../common'
import { BankAccount, BankAccountUpload } from '../money'
import { Temple, TempleChanges, TempleImageUpload } from '../temple'
import { area, type Endpoint } from './define'

const temple = area('temple', 'temple')
const ImageKind = z.enum(['cover', 'display', 'logo'])

export const templeEndpoints: readonly Endpoint[] = [
  area('temple', 'user').get('listTemples', '/temple/t-admin/', {
    summary: 'The temples the user is a member of',
    paginated: true,
    responses: { 200: z.array(Temple) },
  }),
  area('temple', 'user').post('registerTemple', '/temple/t-admin/', {
    summary: 'Register a temple (pending approval); the caller becomes its administrator',
    body: TempleChanges,
    responses: { 201: Temple },
  }),
  temple.get('getTemple', '/temple/t-admin/{id}/', { summary: 'One temple of the user', responses: { 200: Temple }, versioned: true }),
  temple.patch('updateTemple', '/temple/t-admin/{id}/', {
    summary: "Change the temple's details",
    body: TempleChanges,
    responses: { 200: Temple, 412: preconditionFailed(Temple) },
    versioned: true,
  }),
  temple.put('uploadTempleImage', '/temple/t-admin/{id}/img/{kind}/', {
    summary: 'Replace the cover, display or logo image (the file in `{kind}_img`)',
    params: { kind: ImageKind },
    upload: TempleImageUpload,
    responses: { 200: Temple },
  }),
  temple.get('getBankAccount', '/temple/t-admin/bank/', {
    summary: "The temple's bank account (404 when none was added)",
    responses: { 200: BankAccount },
    versioned: true,
  }),
  temple.put('saveBankAccount', '/temple/t-admin/bank/', {
    summary: 'Add or replace the bank account (it awaits the staff approval again)',
    upload: BankAccountUpload,
    responses: { 200: BankAccount, 412: preconditionFailed(BankAccount) },
    versioned: true,
  }),
]
