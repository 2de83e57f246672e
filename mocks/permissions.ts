/**
 * Django-style permission codes of temple memberships.
 *
 * Each model gets view/add/change/delete; the temple itself only view and change; reports have
 * one view code each. A membership with role 'admin' passes every check.
 */

export const PERMISSION_ACTIONS = ['view', 'add', 'change', 'delete'] as const
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number]

/** Models with the four model permissions, with the verbose name Django would use. */
const MODEL_VERBOSE_NAMES = {
  user: 'user',
  deity: 'deity',
  offering: 'offering',
  donation: 'donation',
  order: 'order',
  offeringorder: 'offering order',
  donationorder: 'donation order',
  inventory: 'inventory',
  inventoryitem: 'inventory item',
  update: 'update',
  category: 'category',
  subcategory: 'subcategory',
  vendor: 'vendor',
  transaction: 'transaction',
  transactioncategory: 'transaction category',
  transactionsubcategory: 'transaction subcategory',
  transactionconfig: 'transaction config',
} as const

export type PermissionModel = keyof typeof MODEL_VERBOSE_NAMES

const TEMPLE_PERMISSIONS = ['view_temple', 'change_temple'] as const

const REPORT_PERMISSIONS = {
  view_offering_report: 'Can view offering report',
  view_transaction_report: 'Can view transaction report',
  view_inventory_report: 'Can view inventory report',
  view_donation_report: 'Can view donation report',
} as const

export type PermissionCode =
  `${PermissionAction}_${PermissionModel}` | (typeof TEMPLE_PERMISSIONS)[number] | keyof typeof REPORT_PERMISSIONS

export interface PermissionInfo {
  codename: PermissionCode
  name: string
}

function buildPermissionList(): PermissionInfo[] {
  const list: PermissionInfo[] = []
  for (const code of TEMPLE_PERMISSIONS) {
    list.push({ codename: code, name: `Can ${code.split('_')[0] ?? ''} temple` })
  }
  for (const model of Object.keys(MODEL_VERBOSE_NAMES) as PermissionModel[]) {
    for (const action of PERMISSION_ACTIONS) {
      list.push({ codename: `${action}_${model}`, name: `Can ${action} ${MODEL_VERBOSE_NAMES[model]}` })
    }
  }
  for (const code of Object.keys(REPORT_PERMISSIONS) as (keyof typeof REPORT_PERMISSIONS)[]) {
    list.push({ codename: code, name: REPORT_PERMISSIONS[code] })
  }
  return list
}

/** Every permission with its human name, in a stable order (temple, models, reports). */
export const PERMISSIONS: readonly PermissionInfo[] = buildPermissionList()

/** Every permission code, in the same order as PERMISSIONS. */
export const ALL_PERMISSION_CODES: readonly PermissionCode[] = PERMISSIONS.map((p) => p.codename)

const CODE_SET: ReadonlySet<string> = new Set(ALL_PERMISSION_CODES)

export function isPermissionCode(value: unknown): value is PermissionCode {
  return typeof value === 'string' && CODE_SET.has(value)
}
