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
import { msg, type MessageKey } from '@/shared/i18n'
import type { Role } from '@/session/types'

export interface NavItem {
  to: string
  /** A message key: shown as `t(label)`. */
  label: MessageKey
  icon: IconType
  /** The view permission that enables the item; none means always enabled. */
  area?: Area
  roles: readonly Role[]
  /** In the Manage group, shown only when a temple is selected. */
  manage?: boolean
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard/profile', label: msg('layout.nav.templeProfile'), icon: LuLandmark, area: 'temple', roles: ['user'], manage: true },
  { to: '/dashboard/deities', label: msg('layout.nav.deities'), icon: LuSparkles, area: 'deities', roles: ['user'], manage: true },
  {
    to: '/dashboard/offering-categories',
    label: msg('layout.nav.offeringCategories'),
    icon: LuLayers,
    area: 'offeringCategories',
    roles: ['user'],
    manage: true,
  },
  { to: '/dashboard/offerings', label: msg('layout.nav.offerings'), icon: LuFlower2, area: 'offerings', roles: ['user'], manage: true },
  {
    to: '/dashboard/donation-categories',
    label: msg('layout.nav.donationCategories'),
    icon: LuListTree,
    area: 'donationCategories',
    roles: ['user'],
    manage: true,
  },
  { to: '/dashboard/donations', label: msg('layout.nav.donations'), icon: LuHandCoins, area: 'donations', roles: ['user'], manage: true },
  {
    to: '/dashboard/offering-orders',
    label: msg('layout.nav.offeringReceipts'),
    icon: LuReceipt,
    area: 'offeringOrders',
    roles: ['user'],
    manage: true,
  },
  {
    to: '/dashboard/donation-receipts',
    label: msg('layout.nav.donationReceipts'),
    icon: LuReceiptIndianRupee,
    area: 'donationOrders',
    roles: ['user'],
    manage: true,
  },
  { to: '/dashboard/reports', label: msg('layout.nav.reports'), icon: LuChartColumn, area: 'reports', roles: ['user'], manage: true },
  { to: '/dashboard/manage-users', label: msg('layout.nav.manageUsers'), icon: LuUsers, area: 'users', roles: ['user'], manage: true },
  { to: '/register-temple', label: msg('layout.nav.registerTemple'), icon: LuBuilding2, roles: ['user'] },
  { to: '/staff/dashboard', label: msg('layout.nav.staffDashboard'), icon: LuShieldCheck, roles: ['staff'] },
]
