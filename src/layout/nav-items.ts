import type { IconType } from 'react-icons'
import {
  LuBuilding2,
  LuChartColumn,
  LuFlower2,
  LuHandCoins,
  LuLandmark,
  LuLayers,
  LuListTree,
  LuReceipt,
  LuReceiptIndianRupee,
  LuShieldCheck,
  LuSparkles,
  LuUsers,
} from 'react-icons/lu'
import type { Area } from '@/session/permissions'
import type { Role } from '@/session/types'

export interface NavItem {
  to: string
  label: string
  icon: IconType
  /** The view permission that enables the item; none means always enabled. */
  area?: Area
  roles: readonly Role[]
  /** In the Manage group, shown only when a temple is selected. */
  manage?: boolean
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard/profile', label: 'Temple profile', icon: LuLandmark, area: 'temple', roles: ['user'], manage: true },
  { to: '/dashboard/deities', label: 'Deities', icon: LuSparkles, area: 'deities', roles: ['user'], manage: true },
  {
    to: '/dashboard/offering-categories',
    label: 'Offering categories',
    icon: LuLayers,
    area: 'offeringCategories',
    roles: ['user'],
    manage: true,
  },
  { to: '/dashboard/offerings', label: 'Offerings', icon: LuFlower2, area: 'offerings', roles: ['user'], manage: true },
  {
    to: '/dashboard/donation-categories',
    label: 'Donation categories',
    icon: LuListTree,
    area: 'donationCategories',
    roles: ['user'],
    manage: true,
  },
  { to: '/dashboard/donations', label: 'Donations', icon: LuHandCoins, area: 'donations', roles: ['user'], manage: true },
  { to: '/dashboard/offering-orders', label: 'Offering receipts', icon: LuReceipt, area: 'offeringOrders', roles: ['user'], manage: true },
  {
    to: '/dashboard/donation-receipts',
    label: 'Donation receipts',
    icon: LuReceiptIndianRupee,
    area: 'donationOrders',
    roles: ['user'],
    manage: true,
  },
  { to: '/dashboard/reports', label: 'Reports', icon: LuChartColumn, area: 'reports', roles: ['user'], manage: true },
  { to: '/dashboard/manage-users', label: 'Manage users', icon: LuUsers, area: 'users', roles: ['user'], manage: true },
  { to: '/register-temple', label: 'Register temple', icon: LuBuilding2, roles: ['user'] },
  { to: '/staff/dashboard', label: 'Staff dashboard', icon: LuShieldCheck, roles: ['staff'] },
]
