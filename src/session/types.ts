export type Role = 'user' | 'staff'

export interface CurrentUser {
  id: number
  url?: string
  email: string
  firstName?: string
  lastName?: string
  fullName: string
  phone: string | null
  isStaff: boolean
}

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
export interface Membership {
  id: number
  url: string
  role: 'admin' | 'staff'
  permissions: string[]
  user: { id: number; fullName: string; email: string; phone: string | null }
}
