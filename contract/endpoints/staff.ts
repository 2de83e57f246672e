/** The provider staff's temples, bank accounts, users and temple administrators (tag `staff`). */
import { z } from 'zod'
import { Deity, OfferingCategory } from '../catalog'
import { Detail, preconditionFailed } from '../common'
import { Offering } from '../offerings'
import {
  ComplianceChanges,
  CreateUserBody,
  ResetBody,
  ResetDone,
  StaffBankAccount,
  StaffBankChanges,
  StaffBankQuery,
  StaffTemple,
  StaffTempleQuery,
  StaffUserQuery,
  TempleAdmin,
  TempleAdminBody,
  TempleAdminChanges,
  TempleAdminQuery,
} from '../staff'
import { UserBrief } from '../users'
import { area, type Endpoint } from './define'

const staff = area('staff', 'staff')

export const staffEndpoints: readonly Endpoint[] = [
  staff.get('staffListTemples', '/temple/staff/temple/', {
    summary: 'Every temple, filtered',
    paginated: true,
    query: StaffTempleQuery,
    responses: { 200: z.array(StaffTemple) },
  }),
  staff.get('staffGetTemple', '/temple/staff/temple/{id}/', { summary: 'One temple', responses: { 200: StaffTemple }, versioned: true }),
  staff.patch('staffUpdateTemple', '/temple/staff/temple/{id}/', {
    summary: "Change a temple's compliance fields",
    body: ComplianceChanges,
    responses: { 200: StaffTemple, 412: preconditionFailed(StaffTemple) },
    versioned: true,
  }),
  staff.delete('staffDeleteTemple', '/temple/staff/temple/{id}/', { summary: 'Delete a temple', responses: { 204: null } }),
  staff.post('staffApproveTemple', '/temple/staff/temple/{id}/approve/', { summary: 'Activate a temple', responses: { 200: StaffTemple } }),
  staff.post('staffDisapproveTemple', '/temple/staff/temple/{id}/disapprove/', {
    summary: 'Deactivate a temple',
    responses: { 200: StaffTemple },
  }),
  staff.post('staffSendConsolidation', '/temple/staff/temple/{id}/send-consolidation/', {
    summary: "Send the temple's consolidation",
    responses: { 200: Detail },
  }),
  staff.post('staffResetTemple', '/temple/staff/temple/{id}/cleanup-and-reset/', {
    summary: "Delete the chosen modules' records up to a time",
    body: ResetBody,
    responses: { 200: ResetDone },
  }),
  staff.get('staffListOfferingCategories', '/temple/staff/temple/{id}/offering-category/', {
    summary: "A temple's offering categories",
    paginated: true,
    responses: { 200: z.array(OfferingCategory) },
  }),
  staff.get('staffListDeities', '/temple/staff/temple/{id}/deity/', {
    summary: "A temple's deities",
    paginated: true,
    responses: { 200: z.array(Deity) },
  }),
  staff.get('staffListOfferings', '/temple/staff/temple/{id}/offering/', {
    summary: "A temple's offerings",
    paginated: true,
    responses: { 200: z.array(Offering) },
  }),
  staff.get('staffListBankAccounts', '/temple/staff/bank-account/', {
    summary: 'Bank accounts, filtered (10 a page)',
    paginated: true,
    query: StaffBankQuery,
    responses: { 200: z.array(StaffBankAccount) },
  }),
  staff.get('staffGetBankAccount', '/temple/staff/bank-account/{id}/', {
    summary: 'One bank account',
    responses: { 200: StaffBankAccount },
    versioned: true,
  }),
  staff.patch('staffUpdateBankAccount', '/temple/staff/bank-account/{id}/', {
    summary: 'Set the merchant id or the active flag',
    body: StaffBankChanges,
    responses: { 200: StaffBankAccount, 412: preconditionFailed(StaffBankAccount) },
    versioned: true,
  }),
  staff.post('staffApproveBankAccount', '/temple/staff/bank-account/{id}/approve/', {
    summary: 'Approve a bank account',
    responses: { 200: StaffBankAccount },
  }),
  staff.post('staffRejectBankAccount', '/temple/staff/bank-account/{id}/disapprove/', {
    summary: 'Reject a bank account',
    responses: { 200: StaffBankAccount },
  }),
  staff.get('staffSearchUsers', '/temple/staff/user/', {
    summary: 'Users whose e-mail or phone contains the text',
    paginated: true,
    query: StaffUserQuery,
    responses: { 200: z.array(UserBrief) },
  }),
  staff.post('staffCreateUser', '/temple/staff/user/', { summary: 'Create a user', body: CreateUserBody, responses: { 201: UserBrief } }),
  staff.get('staffListTempleAdmins', '/temple/staff/temple-admin/', {
    summary: "A temple's administrators and managers",
    paginated: true,
    query: TempleAdminQuery,
    responses: { 200: z.array(TempleAdmin) },
  }),
  staff.post('staffAddTempleAdmin', '/temple/staff/temple-admin/', {
    summary: 'Make a user an administrator or manager of a temple',
    body: TempleAdminBody,
    responses: { 201: TempleAdmin },
  }),
  staff.patch('staffChangeAdminRole', '/temple/staff/temple-admin/{id}/', {
    summary: "Change an administrator's role",
    body: TempleAdminChanges,
    responses: { 200: TempleAdmin },
  }),
  staff.delete('staffRemoveTempleAdmin', '/temple/staff/temple-admin/{id}/', {
    summary: 'Remove an administrator from a temple',
    responses: { 204: null },
  }),
]
