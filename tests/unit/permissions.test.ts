import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '@/session/guards'
import { can, dashboardHome, pathFitsRole } from '@/session/permissions'

const manager = { role: 'staff' as const, permissions: ['view_offering', 'add_offering', 'change_offering', 'view_deity'] }

describe('can', () => {
  it('lets administrators do everything', () => {
    const admin = { role: 'admin' as const, permissions: [] }
    expect(can(admin, 'delete', 'users')).toBe(true)
    expect(can(admin, 'view', 'reports')).toBe(true)
  })
  it('checks the code of the area, offering categories using offering codes', () => {
    expect(can(manager, 'view', 'offerings')).toBe(true)
    expect(can(manager, 'add', 'offeringCategories')).toBe(true)
    expect(can(manager, 'delete', 'offeringCategories')).toBe(false)
    expect(can(manager, 'view', 'deities')).toBe(true)
    expect(can(manager, 'add', 'deities')).toBe(false)
    expect(can(manager, 'view', 'donationCategories')).toBe(false)
  })
  it('reports need view_offering_report (the only report with a screen); nobody without a membership passes', () => {
    expect(can({ role: 'staff', permissions: ['view_offering_report'] }, 'view', 'reports')).toBe(true)
    expect(can({ role: 'staff', permissions: ['view_donation_report', 'view_transaction_report'] }, 'view', 'reports')).toBe(false)
    expect(can({ role: 'staff', permissions: ['view_offeringorder'] }, 'view', 'offeringOrders')).toBe(true)
    expect(can({ role: 'staff', permissions: ['view_offeringorder'] }, 'change', 'offeringOrders')).toBe(false)
    expect(can({ role: 'staff', permissions: ['view_donationorder'] }, 'view', 'donationOrders')).toBe(true)
    expect(can(manager, 'view', 'reports')).toBe(false)
    expect(can(null, 'view', 'offerings')).toBe(false)
  })
})

describe('dashboardHome', () => {
  it('sends administrators to offerings', () => {
    expect(dashboardHome({ role: 'admin', permissions: [] }, { isStaff: false, role: 'user' })).toBe('/dashboard/offerings')
  })
  it('sends others to the first section they may view, in the spec order', () => {
    expect(dashboardHome(manager, { isStaff: false, role: 'user' })).toBe('/dashboard/deities')
    expect(dashboardHome({ role: 'staff', permissions: ['view_temple', 'view_deity'] }, { isStaff: false, role: 'user' })).toBe(
      '/dashboard/profile',
    )
    expect(dashboardHome({ role: 'staff', permissions: ['view_user'] }, { isStaff: false, role: 'user' })).toBe('/dashboard/manage-users')
  })
  it('tries manage users before offering receipts, donation receipts and reports (the spec names these three nowhere)', () => {
    const as = (permissions: string[]) => dashboardHome({ role: 'staff', permissions }, { isStaff: false, role: 'user' })
    expect(as(['view_user', 'view_offeringorder'])).toBe('/dashboard/manage-users')
    expect(as(['view_offeringorder', 'view_donationorder'])).toBe('/dashboard/offering-orders')
    expect(as(['view_donationorder', 'view_offering_report'])).toBe('/dashboard/donation-receipts')
    expect(as(['view_offering_report'])).toBe('/dashboard/reports')
    expect(as(['view_donation', 'view_offeringorder'])).toBe('/dashboard/donation-categories')
  })
  it('uses the active role: the staff role goes to the staff dashboard, the temple role after every section', () => {
    const none = { role: 'staff' as const, permissions: [] }
    expect(dashboardHome(none, { isStaff: true, role: 'user' })).toBe('/staff/dashboard')
    expect(dashboardHome({ role: 'staff', permissions: ['view_offering_report'] }, { isStaff: true, role: 'user' })).toBe(
      '/dashboard/reports',
    )
    expect(dashboardHome(none, { isStaff: false, role: 'user' })).toBe('/register-temple')
    expect(dashboardHome(none, { isStaff: true, role: 'staff' })).toBe('/staff/dashboard')
    expect(dashboardHome({ role: 'admin', permissions: [] }, { isStaff: true, role: 'staff' })).toBe('/staff/dashboard')
    expect(dashboardHome(none, { role: null })).toBe('/403')
  })
})

describe('pathFitsRole', () => {
  it('keeps /staff for the staff role and the temple area for the user role', () => {
    expect(pathFitsRole('/staff/dashboard', 'staff')).toBe(true)
    expect(pathFitsRole('/staff/dashboard', 'user')).toBe(false)
    expect(pathFitsRole('/dashboard/deities?x=1', 'staff')).toBe(false)
    expect(pathFitsRole('/register-temple', 'user')).toBe(true)
    expect(pathFitsRole('/staffing', 'user')).toBe(true)
    expect(pathFitsRole('/account', 'staff')).toBe(true)
  })
})

describe('safeRedirectPath', () => {
  it('keeps same-origin paths only', () => {
    expect(safeRedirectPath('/dashboard/offerings?x=1')).toBe('/dashboard/offerings?x=1')
    expect(safeRedirectPath('//evil.example/x')).toBeUndefined()
    expect(safeRedirectPath('/\\evil.example')).toBeUndefined()
    expect(safeRedirectPath('https://evil.example/')).toBeUndefined()
    expect(safeRedirectPath('javascript:alert(1)')).toBeUndefined()
    expect(safeRedirectPath(42)).toBeUndefined()
  })
})
