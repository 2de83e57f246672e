import type { Member } from './schemas'

/** The temple's members (its administrators and staff users): `/temple/t-admin/admins/`. */
export const MEMBERS_PATH = '/temple/t-admin/admins/'

/**
 * A member who may open nothing yet (not an administrator, no permission): "No access yet". Apart
 * from the schemas (which bring zod) because the header's bell uses it on every page.
 */
export function hasNoAccess(member: Pick<Member, 'role' | 'permissions'>): boolean {
  return member.role !== 'admin' && member.permissions.length === 0
}
