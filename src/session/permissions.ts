import type { Membership } from './types'

export type Action = 'view' | 'add' | 'change' | 'delete'

/** Route areas and the model whose permission codes guard them. */
export const AREA_MODEL = {
  offerings: 'offering',
  offeringCategories: 'offering',
  donations: 'donation',
  donationCategories: 'donation',
  deities: 'deity',
  temple: 'temple',
  users: 'user',
  orders: 'order',
  offeringOrders: 'offeringorder',
  donationOrders: 'donationorder',
} as const

export type Area = keyof typeof AREA_MODEL | 'reports'

export const REPORT_CODES = [
  'view_offering_report',
  'view_transaction_report',
  'view_inventory_report',
  'view_donation_report',
] as const

export type Access = Pick<Membership, 'role' | 'permissions'>

/** `view_offering`, `add_deity`… the Django-style code for an action on an area. */
export function permissionCode(action: Action, area: keyof typeof AREA_MODEL): string {
  return `${action}_${AREA_MODEL[area]}`
}

/** Administrators pass every check; others need the code. Temple has view and change only. */
export function can(access: Access | null | undefined, action: Action, area: Area): boolean {
  if (!access) return false
  if (access.role === 'admin') return true
  // Only the offering financial report has a screen; the other report codes gate nothing yet.
  if (area === 'reports') return action === 'view' && access.permissions.includes('view_offering_report')
  if (area === 'temple' && (action === 'add' || action === 'delete')) return false
  return access.permissions.includes(permissionCode(action, area))
}

/** Dashboard sections in the order the /dashboard redirect tries them. */
export const DASHBOARD_SECTIONS = [
  { to: '/dashboard/profile', area: 'temple' },
  { to: '/dashboard/deities', area: 'deities' },
  { to: '/dashboard/offering-categories', area: 'offeringCategories' },
  { to: '/dashboard/offerings', area: 'offerings' },
  { to: '/dashboard/donation-categories', area: 'donationCategories' },
  { to: '/dashboard/donations', area: 'donations' },
  { to: '/dashboard/offering-orders', area: 'offeringOrders' },
  { to: '/dashboard/donation-receipts', area: 'donationOrders' },
  { to: '/dashboard/reports', area: 'reports' },
  { to: '/dashboard/manage-users', area: 'users' },
] as const

export type DashboardPath = (typeof DASHBOARD_SECTIONS)[number]['to'] | '/dashboard/offerings' | '/staff/dashboard' | '/register-temple' | '/403'

/**
 * Where /dashboard sends a user: administrators to offerings; others to the first section they
 * may view (profile, deities, offering categories, offerings, donation categories, donations,
 * manage users), then the staff dashboard for staff users, then temple registration; else /403.
 */
export function dashboardHome(access: Access | null | undefined, opts: { isStaff: boolean; role: 'user' | 'staff' }): DashboardPath {
  if (access?.role === 'admin') return '/dashboard/offerings'
  for (const section of DASHBOARD_SECTIONS) {
    if (can(access, 'view', section.area)) return section.to
  }
  if (opts.isStaff) return '/staff/dashboard'
  if (opts.role === 'user') return '/register-temple'
  return '/403'
}
