/**
 * Administrators of the current temple (/temple/t-admin/admins/, X-Temple-ID scoped):
 * the caller's own membership, the member list, the permission catalogue, and editing or
 * removing one membership.
 */
import { removeRows } from '../db'
import { fieldErrors, json, noContent, nonFieldErrors, notFound, paginate, readJsonBody } from '../helpers'
import { PERMISSIONS, type PermissionCode, isPermissionCode } from '../permissions'
import { type Route, type TempleRequestContext, idParam, route, withTemple } from '../router'
import type { MembershipRole, MembershipRow } from '../schema'
import { serializeMembership } from '../serializers'
import { BodyReader, MESSAGES } from '../validation'

const ROLES: readonly MembershipRole[] = ['admin', 'staff']
const LAST_ADMIN = 'A temple must have at least one administrator.'

function templeMemberships(ctx: TempleRequestContext): MembershipRow[] {
  return ctx.db.memberships.filter((m) => m.temple_id === ctx.temple.id).sort((a, b) => a.id - b.id)
}

function findTempleMembership(ctx: TempleRequestContext): MembershipRow | undefined {
  const id = idParam(ctx)
  return ctx.db.memberships.find((m) => m.id === id && m.temple_id === ctx.temple.id)
}

function isLastAdmin(ctx: TempleRequestContext, membership: MembershipRow): boolean {
  return membership.role === 'admin' && templeMemberships(ctx).filter((m) => m.role === 'admin').length === 1
}

function me(ctx: TempleRequestContext): Response {
  return json(serializeMembership(ctx.urls, ctx.db, ctx.membership))
}

function list(ctx: TempleRequestContext): Response {
  return paginate(ctx.request, templeMemberships(ctx), (m) => serializeMembership(ctx.urls, ctx.db, m))
}

function listPermissions(): Response {
  return json(PERMISSIONS.map(({ codename, name }) => ({ codename, name })))
}

function retrieve(ctx: TempleRequestContext): Response {
  const membership = findTempleMembership(ctx)
  return membership ? json(serializeMembership(ctx.urls, ctx.db, membership)) : notFound()
}

/** PATCH {role?, permissions?} (change_user). */
async function update(ctx: TempleRequestContext): Promise<Response> {
  const membership = findTempleMembership(ctx)
  if (!membership) return notFound()
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
  if (role === 'staff' && isLastAdmin(ctx, membership)) return nonFieldErrors(LAST_ADMIN)

  if (role !== undefined) membership.role = role
  if (permissions !== undefined) membership.permissions = permissions
  return json(serializeMembership(ctx.urls, ctx.db, membership))
}

/** DELETE (delete_user): removes the user from the temple. */
function destroy(ctx: TempleRequestContext): Response {
  const membership = findTempleMembership(ctx)
  if (!membership) return notFound()
  if (membership.id === ctx.membership.id) return nonFieldErrors('You cannot remove yourself from the temple.')
  if (isLastAdmin(ctx, membership)) return nonFieldErrors(LAST_ADMIN)
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
