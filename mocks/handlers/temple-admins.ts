/**
 * Administrators of the current temple (/temple/t-admin/admins/, X-Temple-ID scoped):
 * the caller's own membership, the member list, the permission catalogue, and editing or
 * removing one membership. `GET ?no_access=true` lists the members who hold no permission yet,
 * newest first (the admins' notice that someone joined; decision 179).
 *
 * A membership is addressed by its member's user id (`/temple/t-admin/admins/{userId}/`): a user
 * has at most one membership per temple, and the temple comes from X-Temple-ID.
 *
 * Rules (all enforced here, whatever the client shows):
 * - change_user edits, delete_user removes; administrators pass both checks;
 * - only an administrator may grant the admin role or change or remove an administrator;
 * - a member who is not an administrator grants only permissions they hold themselves;
 * - nobody changes their own permissions, removes their own admin role or removes themselves;
 * - the last administrator of a temple can be neither demoted nor removed.
 *
 * PATCH carries the role and the permission list (the spec's PATCH {userId}/): both are stored as
 * sent. An administrator passes every check whatever the list; demoted without a list, the member
 * keeps every permission they held as an administrator (nothing is taken away unasked).
 * The member's detail and its PATCH answer an ETag; a PATCH with a stale If-Match is refused with
 * 412 and the membership as it now is (mocks/versions.ts).
 */
import { type Db, removeRows } from '../db'
import { fieldErrors, hasPerm, json, noContent, nonFieldErrors, notFound, paginate, permissionDenied, readJsonBody } from '../helpers'
import { ALL_PERMISSION_CODES, PERMISSIONS, type PermissionCode, isPermissionCode } from '../permissions'
import { type Route, type TempleRequestContext, idParam, route, withTemple } from '../router'
import type { MembershipRole, MembershipRow } from '../schema'
import { serializeMembership } from '../serializers'
import { BodyReader, MESSAGES } from '../validation'
import { preconditionFailed, versioned } from '../versions'

const ROLES: readonly MembershipRole[] = ['admin', 'staff']
export const MEMBERSHIP_MESSAGES = {
  lastAdmin: 'A temple must have at least one administrator.',
  ownRole: 'You cannot remove your own administrator role.',
  removeSelf: 'You cannot remove yourself from the temple.',
  adminOnly: 'Only an administrator can change or remove an administrator.',
  grantAdmin: 'Only an administrator can make someone an administrator.',
  ownPermissions: 'You cannot change your own permissions.',
  notHeld: (codes: readonly string[]) => `You cannot grant permissions you do not hold: ${codes.join(', ')}.`,
} as const

function templeMemberships(ctx: TempleRequestContext): MembershipRow[] {
  return ctx.db.memberships.filter((m) => m.temple_id === ctx.temple.id).sort((a, b) => a.id - b.id)
}

/** The membership of the user id in the path, in the X-Temple-ID temple. */
function findTempleMembership(ctx: TempleRequestContext): MembershipRow | undefined {
  const userId = idParam(ctx)
  return ctx.db.memberships.find((m) => m.user_id === userId && m.temple_id === ctx.temple.id)
}

/** The only administrator of its temple (staff and members alike may not demote or remove it). */
export function isLastAdmin(db: Db, membership: MembershipRow): boolean {
  return (
    membership.role === 'admin' && db.memberships.filter((m) => m.temple_id === membership.temple_id && m.role === 'admin').length === 1
  )
}

function me(ctx: TempleRequestContext): Response {
  return json(serializeMembership(ctx.urls, ctx.db, ctx.membership))
}

/** A member who may open nothing yet: not an administrator, and no permission. */
function hasNoAccess(membership: MembershipRow): boolean {
  return membership.role !== 'admin' && membership.permissions.length === 0
}

/** GET ?no_access=true: only the members without access, newest first (a filter as django-filter's BooleanFilter reads it). */
function list(ctx: TempleRequestContext): Response {
  const noAccess = ['true', 'True', '1'].includes(ctx.url.searchParams.get('no_access') ?? '')
  const members = noAccess
    ? templeMemberships(ctx)
        .filter(hasNoAccess)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    : templeMemberships(ctx)
  return paginate(ctx.request, members, (m) => serializeMembership(ctx.urls, ctx.db, m))
}

function listPermissions(): Response {
  return json(PERMISSIONS.map(({ codename, name }) => ({ codename, name })))
}

function retrieve(ctx: TempleRequestContext): Response {
  const membership = findTempleMembership(ctx)
  return membership ? versioned(serializeMembership(ctx.urls, ctx.db, membership)) : notFound()
}

/** PATCH {role, permissions} (change_user); either may be left out (a partial update). */
async function update(ctx: TempleRequestContext): Promise<Response> {
  const membership = findTempleMembership(ctx)
  if (!membership) return notFound()
  const stale = preconditionFailed(ctx.request, serializeMembership(ctx.urls, ctx.db, membership))
  if (stale) return stale
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body

  const reader = new BodyReader(body, { partial: true })
  const role = reader.choice('role', ROLES)
  let permissions: PermissionCode[] | undefined
  if (reader.has('permissions')) {
    const raw = body.permissions
    if (!Array.isArray(raw)) {
      reader.addError('permissions', `Expected a list of items but got type "${typeof raw}".`)
    } else {
      const invalid = raw.filter((code) => !isPermissionCode(code))
      invalid.forEach((code) => reader.addError('permissions', MESSAGES.choice(code)))
      if (invalid.length === 0) permissions = [...new Set(raw.filter(isPermissionCode))]
    }
  }
  if (!reader.valid) return fieldErrors(reader.errors)

  const callerIsAdmin = ctx.membership.role === 'admin'
  if (membership.role === 'admin' && !callerIsAdmin) return permissionDenied(MEMBERSHIP_MESSAGES.adminOnly)
  if (role === 'admin' && membership.role !== 'admin' && !callerIsAdmin) {
    return permissionDenied(MEMBERSHIP_MESSAGES.grantAdmin)
  }
  if (permissions !== undefined && membership.id === ctx.membership.id) {
    const stored = new Set(membership.permissions)
    if (permissions.length !== stored.size || permissions.some((code) => !stored.has(code))) {
      return fieldErrors({ permissions: [MEMBERSHIP_MESSAGES.ownPermissions] })
    }
  }
  if (permissions !== undefined && !callerIsAdmin) {
    const held = new Set(membership.permissions)
    const notHeld = permissions.filter((code) => !held.has(code) && !hasPerm(ctx.membership, code))
    if (notHeld.length > 0) return fieldErrors({ permissions: [MEMBERSHIP_MESSAGES.notHeld(notHeld)] })
  }
  if (role === 'staff' && membership.role === 'admin') {
    if (isLastAdmin(ctx.db, membership)) return nonFieldErrors(MEMBERSHIP_MESSAGES.lastAdmin)
    if (membership.id === ctx.membership.id) return nonFieldErrors(MEMBERSHIP_MESSAGES.ownRole)
  }

  // Demoted without a list: what they held as an administrator, every code.
  if (role === 'staff' && membership.role === 'admin' && permissions === undefined) permissions = [...ALL_PERMISSION_CODES]
  if (role !== undefined) membership.role = role
  if (permissions !== undefined) membership.permissions = permissions
  return versioned(serializeMembership(ctx.urls, ctx.db, membership))
}

/** DELETE (delete_user): removes the user from the temple. */
function destroy(ctx: TempleRequestContext): Response {
  const membership = findTempleMembership(ctx)
  if (!membership) return notFound()
  if (membership.role === 'admin' && ctx.membership.role !== 'admin') {
    return permissionDenied(MEMBERSHIP_MESSAGES.adminOnly)
  }
  if (isLastAdmin(ctx.db, membership)) return nonFieldErrors(MEMBERSHIP_MESSAGES.lastAdmin)
  if (membership.id === ctx.membership.id) return nonFieldErrors(MEMBERSHIP_MESSAGES.removeSelf)
  removeRows(ctx.db, 'memberships', (m) => m.id === membership.id)
  return noContent()
}

export const templeAdminRoutes: readonly Route[] = [
  route('/temple/t-admin/admins/', { GET: withTemple('view_user', list) }),
  route('/temple/t-admin/admins/me/', { GET: withTemple(null, me) }),
  route('/temple/t-admin/admins/list-permissions/', { GET: withTemple(null, listPermissions) }),
  route('/temple/t-admin/admins/:id/', {
    GET: withTemple('view_user', retrieve),
    PATCH: withTemple('change_user', update),
    DELETE: withTemple('delete_user', destroy),
  }),
]
