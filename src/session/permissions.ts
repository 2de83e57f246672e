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

/**
 * Dashboard sections in the order the /dashboard redirect tries them: the spec's order (profile,
 * deities, offering categories, offerings, donation categories, donations, manage users), then the
 * sections its list does not name (offering receipts, donation receipts, reports; decision 169).
 */
const DASHBOARD_SECTIONS = [
  { to: '/dashboard/profile', area: 'temple' },
  { to: '/dashboard/deities', area: 'deities' },
  { to: '/dashboard/offering-categories', area: 'offeringCategories' },
  { to: '/dashboard/offerings', area: 'offerings' },
  { to: '/dashboard/donation-categories', area: 'donationCategories' },
  { to: '/dashboard/donations', area: 'donations' },
  { to: '/dashboard/manage-users', area: 'users' },
  { to: '/dashboard/offering-orders', area: 'offeringOrders' },
  { to: '/dashboard/donation-receipts', area: 'donationOrders' },
  { to: '/dashboard/reports', area: 'reports' },
] as const

export type DashboardPath =
  (typeof DASHBOARD_SECTIONS)[number]['to'] | '/dashboard/offerings' | '/staff/dashboard' | '/register-temple' | '/403'

/**
 * Where /dashboard sends a user, following the spec's order with the ACTIVE role (never /404):
 * in the staff role the staff dashboard; in the temple role administrators go to offerings,
 * others to the first section they may view (DASHBOARD_SECTIONS), then a provider-staff user
 * (`isStaff`) to the staff dashboard (the caller switches to the staff role for it), anyone else
 * to temple registration; without a role /403.
 */
export function dashboardHome(
  access: Access | null | undefined,
  opts: { role: 'user' | 'staff' | null; isStaff?: boolean },
): DashboardPath {
  if (opts.role === 'staff') return '/staff/dashboard'
  if (opts.role !== 'user') return '/403'
  if (access?.role === 'admin') return '/dashboard/offerings'
  for (const section of DASHBOARD_SECTIONS) {
    if (can(access, 'view', section.area)) return section.to
  }
  return opts.isStaff ? '/staff/dashboard' : '/register-temple'
}

/**
 * A membership that opens no dashboard section (not an administrator, no view permission of any
 * section): a member who just joined and waits for an administrator to give access.
 */
export function opensNoSection(access: Access | null | undefined): boolean {
  return !!access && access.role !== 'admin' && !DASHBOARD_SECTIONS.some((section) => can(access, 'view', section.area))
}

/** Whether the active role may open a path: /staff needs staff; the temple area and registration need user. */
export function pathFitsRole(path: string, role: 'user' | 'staff' | null): boolean {
  const pathname = path.split(/[?#]/)[0] ?? ''
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)
  if (under('/staff')) return role === 'staff'
  if (under('/dashboard') || under('/register-temple')) return role === 'user'
  return true
}
