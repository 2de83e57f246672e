/** A temple's members, their permissions and invitations (tag `users`). */
import { z } from 'zod'
import { User } from '../auth'
import { Detail, preconditionFailed } from '../common'
import {
  CreateAccountBody,
  InvitationAccepted,
  InvitationLookup,
  InviteBody,
  InviteSent,
  InviteTokenQuery,
  MembersQuery,
  Membership,
  MembershipChanges,
  PermissionInfo,
} from '../users'
import { area, type Endpoint } from './define'

const members = area('users', 'temple')
const invitation = area('users', 'none')

export const userEndpoints: readonly Endpoint[] = [
  members.get('listMembers', '/temple/t-admin/admins/', {
    summary: "The temple's members (`no_access=true`: those who hold no permission yet, newest first)",
    query: MembersQuery,
    paginated: true,
    responses: { 200: z.array(Membership) },
  }),
  members.get('getOwnMembership', '/temple/t-admin/admins/me/', {
    summary: "The caller's role and permissions in the temple",
    responses: { 200: Membership },
  }),
  members.get('listPermissions', '/temple/t-admin/admins/list-permissions/', {
    summary: 'Every permission code',
    responses: { 200: z.array(PermissionInfo) },
  }),
  members.get('getMember', '/temple/t-admin/admins/{id}/', {
    summary: 'One member, by user id',
    responses: { 200: Membership },
    versioned: true,
  }),
  members.patch('updateMember', '/temple/t-admin/admins/{id}/', {
    summary: "Change a member's role or permissions",
    body: MembershipChanges,
    responses: { 200: Membership, 412: preconditionFailed(Membership) },
    versioned: true,
  }),
  members.delete('removeMember', '/temple/t-admin/admins/{id}/', { summary: 'Remove a member from the temple', responses: { 204: null } }),
  members.post('inviteUser', '/temple/t-admin/admins/invite-user/', {
    summary: 'Mail an invitation',
    body: InviteBody,
    responses: { 201: InviteSent },
  }),
  invitation.get('lookUpInvitation', '/temple/t-admin/admins/invite/', {
    summary: 'An open invitation by its token (`{}` when none)',
    query: InviteTokenQuery,
    responses: { 200: InvitationLookup },
  }),
  invitation.post('createInvitedAccount', '/temple/t-admin/admins/invite/create-account/', {
    summary: 'Create the account an invitation is for',
    query: InviteTokenQuery,
    body: CreateAccountBody,
    responses: { 201: User },
  }),
  invitation.post('acceptInvitation', '/temple/t-admin/admins/accept-invite/', {
    summary: 'Accept an invitation',
    query: InviteTokenQuery,
    responses: { 200: InvitationAccepted },
  }),
  invitation.post('rejectInvitation', '/temple/t-admin/admins/reject-invite/', {
    summary: 'Reject an invitation',
    query: InviteTokenQuery,
    responses: { 200: Detail },
  }),
]
