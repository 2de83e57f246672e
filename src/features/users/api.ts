import { api } from '@/shared/api/client'
import { MEMBERS_PATH as BASE } from './members'
import type { InvitationLookup, InviteValues, Member, NewAccountValues, PermissionInfo, PermissionsDraft } from './schemas'

/** Members are addressed by their user id: `/temple/t-admin/admins/{userId}/`. */
export const memberPath = (userId: number) => `${BASE}${userId}/`

export const usersApi = {
  list: (templeId: number, pageUrl: string | null, signal?: AbortSignal) => api.page<Member>(pageUrl ?? BASE, { templeId, signal }),
  get: (templeId: number, userId: number, signal?: AbortSignal) => api.get<Member>(memberPath(userId), { templeId, signal }),
  permissions: (templeId: number, signal?: AbortSignal) => api.get<PermissionInfo[]>(`${BASE}list-permissions/`, { templeId, signal }),
  /** `version`: the member's version the change is based on (`If-Match`; null sends none). */
  update: (templeId: number, userId: number, changes: PermissionsDraft, version: string | null = null) =>
    api.patch<Member>(memberPath(userId), changes, { templeId, ifMatch: version }),
  remove: (templeId: number, userId: number) => api.delete(`${BASE}${userId}/`, { templeId }),
  invite: (templeId: number, values: InviteValues) => api.post<unknown>(`${BASE}invite-user/`, values, { templeId }),
}

/** The public invitation calls: the token is the credential, so no session is sent. */
export const invitationApi = {
  lookup: (token: string, signal?: AbortSignal) =>
    api.get<InvitationLookup>(`${BASE}invite/`, { searchParams: { token }, signal, auth: false }),
  /** Accept and reject post the links the lookup returned. */
  accept: (acceptUrl: string) => api.post<unknown>(acceptUrl, {}, { auth: false }),
  reject: (rejectUrl: string) => api.post<unknown>(rejectUrl, {}, { auth: false }),
  createAccount: (token: string, values: NewAccountValues) =>
    api.post<unknown>(
      `${BASE}invite/create-account/`,
      {
        email: values.email,
        password: values.password,
        // The spec's field names, kept as written (snake_case either way on the wire).
        confirmPassword: values.confirmPassword,
        firstName: values.firstName,
        lastName: values.lastName,
      },
      { searchParams: { token }, auth: false },
    ),
}
