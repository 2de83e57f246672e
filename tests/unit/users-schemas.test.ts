import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/errors'
import { PERMISSIONS } from '../../mocks/permissions'
import { allCodes, groupPermissions, inviteFailureMessage, inviteSchema, permissionsPayload } from '@/features/users/schemas'

describe('groupPermissions', () => {
  const groups = groupPermissions(PERMISSIONS)

  it('keeps the spec order and labels, hides groups without codes', () => {
    expect(groups.map((g) => g.label)).toEqual([
      'Temple',
      'User',
      'Deity',
      'Offering',
      'Donation',
      'Order',
      'Offering receipt',
      'Donation receipt',
      'Inventory item',
      'Update',
      'Category',
      'Subcategory',
      'Vendor',
      'Transaction',
      'Transaction category',
      'Transaction subcategory',
      'Transaction config',
      'Reports',
      'Inventory',
    ])
  })

  it('temple has view and change only; reports their four view codes; names read "View offering receipt"', () => {
    expect(groups.find((g) => g.key === 'temple')?.switches.map((s) => s.code)).toEqual(['view_temple', 'change_temple'])
    expect(groups.find((g) => g.key === 'reports')?.switches.map((s) => s.code)).toEqual([
      'view_offering_report',
      'view_transaction_report',
      'view_inventory_report',
      'view_donation_report',
    ])
    expect(groups.find((g) => g.key === 'offeringorder')?.switches[0]).toEqual({
      code: 'view_offeringorder',
      label: 'View',
      ariaLabel: 'View offering receipt',
    })
    expect(new Set(allCodes(groups))).toEqual(new Set(PERMISSIONS.map((p) => p.codename)))
  })
})

describe('permissionsPayload', () => {
  it('is null when nothing changed, whatever the order', () => {
    expect(permissionsPayload({ role: 'staff', permissions: ['a', 'b'] }, { role: 'staff', permissions: ['b', 'a'] })).toBeNull()
  })
  it('holds the role and the whole list once either changed', () => {
    expect(permissionsPayload({ role: 'staff', permissions: ['a'] }, { role: 'staff', permissions: ['a', 'b'] })).toEqual({
      role: 'staff',
      permissions: ['a', 'b'],
    })
    expect(permissionsPayload({ role: 'staff', permissions: ['a'] }, { role: 'admin', permissions: ['a'] })).toEqual({
      role: 'admin',
      permissions: ['a'],
    })
  })
  it('a demoted administrator sends the list the page shows, every code (not the role alone)', () => {
    expect(permissionsPayload({ role: 'admin', permissions: ['a', 'b'] }, { role: 'staff', permissions: ['b', 'a'] })).toEqual({
      role: 'staff',
      permissions: ['b', 'a'],
    })
  })
})

describe('invite', () => {
  it('validates the e-mail with the spec messages; staff by default', () => {
    expect(inviteSchema.safeParse({ email: '', role: 'staff' }).error?.issues[0]?.message).toBe('Email required')
    expect(inviteSchema.safeParse({ email: 'x', role: 'staff' }).error?.issues[0]?.message).toBe('Invalid Email')
    expect(inviteSchema.safeParse({ email: 'a@b.co', role: 'owner' }).success).toBe(false)
  })
  it('"Failed to send invite, …": detail, or field: message pairs', () => {
    expect(inviteFailureMessage(new ApiError(400, { detail: 'No.' }))).toBe('Failed to send invite, No.')
    expect(inviteFailureMessage(new ApiError(400, { email: ['Taken.'], role: ['Bad.'] }))).toBe(
      'Failed to send invite, email: Taken., role: Bad.',
    )
  })
})
