/** The temple's members, their permissions, and invitations (`/temple/t-admin/admins/`). */
import { z } from 'zod'
import { Detail, Id, Url } from './common'

export const MembershipRole = z.enum(['admin', 'staff'])

export const UserBrief = z
  .object({ id: Id, full_name: z.string(), email: z.string(), phone: z.string().nullable() })
  .meta({ id: 'UserBrief' })

/** A member of the temple (addressed by the user's id); `permissions` are every code for an admin. */
export const Membership = z
  .object({ id: Id, url: Url, role: MembershipRole, permissions: z.array(z.string()), user: UserBrief, temple: Url })
  .meta({ id: 'Membership' })

/**
 * `no_access=true`: only the members who may open nothing yet (role staff, no permission), newest
 * first; a member who just accepted an invitation is one (decision 179).
 */
export const MembersQuery = z.object({ no_access: z.boolean() }).partial()

export const PermissionInfo = z.object({ codename: z.string(), name: z.string() }).meta({ id: 'PermissionInfo' })

export const MembershipChanges = z.object({ role: MembershipRole, permissions: z.array(z.string()) }).partial()

export const InviteBody = z.object({ email: z.string(), role: MembershipRole.optional() })
export const InviteSent = z.object({ email: z.string(), role: MembershipRole, expires_at: z.string() })

export const InviteTokenQuery = z.object({ token: z.string() })
/** An open invitation, or `{}` when the token is unknown, used or expired. */
export const InvitationLookup = z.union([
  z.object({
    email: z.string(),
    user_exists: z.boolean(),
    accept: Url,
    reject: Url,
    temple_name: z.string(),
    role: MembershipRole,
  }),
  z.strictObject({}),
])
export const InvitationAccepted = Detail.extend({ temple: Url })

export const CreateAccountBody = z.object({
  email: z.string(),
  password: z.string(),
  confirm_password: z.string(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
})
