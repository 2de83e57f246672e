/**
 * Row types of the people of the mocked database: users, their memberships of temples, the
 * invitations and sign-ups that lead there, and the mails the mock "sent" them.
 */
import type { PermissionCode } from '../permissions'

export interface UserRow {
  id: number
  email: string
  /** Plain text: this is a fake backend holding demo passwords only. */
  password: string
  first_name: string
  last_name: string
  phone: string | null
  is_staff: boolean
  is_active: boolean
  date_joined: string
}

export type MembershipRole = 'admin' | 'staff'

export interface MembershipRow {
  id: number
  temple_id: number
  user_id: number
  role: MembershipRole
  /** Granted codes. Ignored for role 'admin', which has every permission. */
  permissions: PermissionCode[]
  created_at: string
}

/** An invitation to join a temple (one-time token with an expiry). */
export interface InvitationRow {
  id: number
  temple_id: number
  email: string
  role: MembershipRole
  token: string
  invited_by: number
  created_at: string
  expires_at: string
  /** Set once the invitation was accepted, rejected or replaced by a newer one. */
  used_at: string | null
  outcome: 'accepted' | 'rejected' | 'replaced' | null
}

/** A sign-up waiting for its e-mail code. */
export interface SignupRow {
  id: number
  email: string
  first_name: string
  last_name: string
  password: string
  code: string
  code_sent_at: string
  code_expires_at: string
  /** Wrong codes entered against the current code (absent in databases saved before it existed). */
  attempts?: number
}

/** A mail the mocked backend "sent" (it sends none): the demo shows it instead. */
export interface OutboxRow {
  id: number
  to: string
  subject: string
  body: string
  /** What the mail is for, e.g. 'invitation' or 'signup-code'. */
  kind: string
  link: string | null
  code: string | null
  created_at: string
}
