import type { z } from 'zod'
import type { User } from '@contract/auth'
import type { Membership as MembershipWire } from '@contract/users'
import type { Camel } from '@/shared/api/case'
export type Role = 'user' | 'staff'

/** The signed-in user as `GET /user/` sends it (contract/auth.ts). */
export type CurrentUser = Camel<z.output<typeof User>>

export interface TempleSummary {
  id: number
  url: string
  name: string
  isActive: boolean
  approvalStatus?: 'approved' | 'pending'
  address?: { city?: string | null; district?: string | null; state?: string | null } | null
  images?: { display?: string | null; logo?: string | null } | null
}

/** The signed-in user's link to the current temple: 'admin' is shown as Administrator. */
export type Membership = Camel<z.output<typeof MembershipWire>>

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The e-mail the sign-in form starts with (after a sign-up or an invitation's new account). */
    signInEmail?: string
  }
}
