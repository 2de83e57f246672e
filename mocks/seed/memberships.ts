/** Seed temple memberships: who administers which temple, with which role and permissions. */
import type { PermissionCode } from '../permissions'
import type { MembershipRole, MembershipRow } from '../schema'
import { TEMPLE } from './temples'
import { seedTimestamp } from './time'
import { USER } from './users'

interface MembershipSeed {
  temple: number
  user: number
  role: MembershipRole
  permissions?: PermissionCode[]
  daysAgo: number
}

/** The demo manager's permissions (manager@example.com in temple 1), exactly as documented. */
export const MANAGER_PERMISSIONS: readonly PermissionCode[] = ['view_offering', 'add_offering', 'change_offering', 'view_deity']

const MEMBERSHIPS: readonly MembershipSeed[] = [
  // Sree Padmanabhaswamy Temple
  { temple: TEMPLE.padmanabhaswamy, user: USER.arjun, role: 'admin', daysAgo: 400 },
  {
    temple: TEMPLE.padmanabhaswamy,
    user: USER.ravi,
    role: 'staff',
    permissions: [...MANAGER_PERMISSIONS],
    daysAgo: 300,
  },
  {
    temple: TEMPLE.padmanabhaswamy,
    user: USER.gopika,
    role: 'staff',
    permissions: ['view_temple', 'view_deity', 'view_offering', 'view_donation', 'view_user'],
    daysAgo: 190,
  },
  {
    temple: TEMPLE.padmanabhaswamy,
    user: USER.harikrishnan,
    role: 'staff',
    permissions: ['view_order', 'view_offeringorder', 'change_offeringorder', 'view_offering_report', 'view_offering'],
    daysAgo: 150,
  },
  // Guruvayur Sree Krishna Temple
  { temple: TEMPLE.guruvayur, user: USER.arjun, role: 'admin', daysAgo: 390 },
  {
    temple: TEMPLE.guruvayur,
    user: USER.anil,
    role: 'staff',
    permissions: ['view_offering', 'view_deity', 'view_order', 'view_offeringorder', 'view_donation', 'view_donationorder'],
    daysAgo: 250,
  },
  // Arulmigu Meenakshi Sundareswarar Temple
  { temple: TEMPLE.meenakshi, user: USER.lakshmi, role: 'admin', daysAgo: 365 },
  { temple: TEMPLE.meenakshi, user: USER.meenakshi, role: 'admin', daysAgo: 360 },
  {
    temple: TEMPLE.meenakshi,
    user: USER.karthik,
    role: 'staff',
    permissions: [
      'view_deity',
      'add_deity',
      'change_deity',
      'delete_deity',
      'view_offering',
      'add_offering',
      'change_offering',
      'delete_offering',
    ],
    daysAgo: 90,
  },
  // Sree Vadakkunnathan Temple (pending approval)
  { temple: TEMPLE.vadakkunnathan, user: USER.sreekumar, role: 'admin', daysAgo: 6 },
  // Chottanikkara Sree Bhagavathy Temple (approved, deactivated)
  { temple: TEMPLE.chottanikkara, user: USER.gopika, role: 'admin', daysAgo: 180 },
]

export function seedMemberships(): MembershipRow[] {
  return MEMBERSHIPS.map((m, index) => ({
    id: index + 1,
    temple_id: m.temple,
    user_id: m.user,
    role: m.role,
    permissions: m.role === 'admin' ? [] : [...(m.permissions ?? [])],
    created_at: seedTimestamp(m.daysAgo),
  }))
}
