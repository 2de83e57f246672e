/** Seed users: the four demo accounts shown on the login screen, then other temple admins. */
import type { UserRow } from '../schema'
import { seedTimestamp } from './time'

export interface DemoAccount {
  email: string
  password: string
  fullName: string
  description: string
}

/** The demo accounts (also useful for a login-screen hint and for tests). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@example.com',
    password: 'Admin@123',
    fullName: 'Arjun Menon',
    description: 'Administrator of Sree Padmanabhaswamy Temple and Guruvayur Sree Krishna Temple',
  },
  {
    email: 'staff@example.com',
    password: 'Staff@123',
    fullName: 'Lakshmi Iyer',
    description: 'Provider staff; administrator of Arulmigu Meenakshi Sundareswarar Temple',
  },
  {
    email: 'manager@example.com',
    password: 'Manager@123',
    fullName: 'Ravi Nair',
    description: 'Staff member of Sree Padmanabhaswamy Temple with limited offering permissions',
  },
  {
    email: 'newbie@example.com',
    password: 'Newbie@123',
    fullName: 'Devika Pillai',
    description: 'Signed-up user without any temple',
  },
]

/** Seed user ids, for readable references in the other seed modules. */
export const USER = {
  arjun: 1,
  lakshmi: 2,
  ravi: 3,
  devika: 4,
  sreekumar: 5,
  meenakshi: 6,
  anil: 7,
  gopika: 8,
  harikrishnan: 9,
  karthik: 10,
} as const

/** Password of every non-demo seed user. */
export const OTHER_USERS_PASSWORD = 'Temple@123'

type UserSeed = Omit<UserRow, 'is_active' | 'date_joined'> & { joinedDaysAgo: number }

const USERS: readonly UserSeed[] = [
  {
    id: USER.arjun,
    email: 'admin@example.com',
    password: 'Admin@123',
    first_name: 'Arjun',
    last_name: 'Menon',
    phone: '+91 94470 12345',
    is_staff: false,
    joinedDaysAgo: 420,
  },
  {
    id: USER.lakshmi,
    email: 'staff@example.com',
    password: 'Staff@123',
    first_name: 'Lakshmi',
    last_name: 'Iyer',
    phone: '+91 98410 23456',
    is_staff: true,
    joinedDaysAgo: 510,
  },
  {
    id: USER.ravi,
    email: 'manager@example.com',
    password: 'Manager@123',
    first_name: 'Ravi',
    last_name: 'Nair',
    phone: '+91 94460 34567',
    is_staff: false,
    joinedDaysAgo: 300,
  },
  {
    id: USER.devika,
    email: 'newbie@example.com',
    password: 'Newbie@123',
    first_name: 'Devika',
    last_name: 'Pillai',
    phone: '+91 95620 45678',
    is_staff: false,
    joinedDaysAgo: 3,
  },
  {
    id: USER.sreekumar,
    email: 'sreekumar.varma@example.org',
    password: OTHER_USERS_PASSWORD,
    first_name: 'Sreekumar',
    last_name: 'Varma',
    phone: '+91 94950 56789',
    is_staff: false,
    joinedDaysAgo: 40,
  },
  {
    id: USER.meenakshi,
    email: 'meenakshi.sundaram@example.org',
    password: OTHER_USERS_PASSWORD,
    first_name: 'Meenakshi',
    last_name: 'Sundaram',
    phone: '+91 94430 67890',
    is_staff: false,
    joinedDaysAgo: 380,
  },
  {
    id: USER.anil,
    email: 'anil.kumar@example.org',
    password: OTHER_USERS_PASSWORD,
    first_name: 'Anil',
    last_name: 'Kumar',
    phone: '+91 97450 78901',
    is_staff: false,
    joinedDaysAgo: 250,
  },
  {
    id: USER.gopika,
    email: 'gopika.nambiar@example.org',
    password: OTHER_USERS_PASSWORD,
    first_name: 'Gopika',
    last_name: 'Nambiar',
    phone: '+91 90370 89012',
    is_staff: false,
    joinedDaysAgo: 200,
  },
  {
    id: USER.harikrishnan,
    email: 'harikrishnan.potti@example.org',
    password: OTHER_USERS_PASSWORD,
    first_name: 'Harikrishnan',
    last_name: 'Potti',
    phone: '+91 94003 90123',
    is_staff: false,
    joinedDaysAgo: 150,
  },
  {
    id: USER.karthik,
    email: 'karthik.subramanian@example.org',
    password: OTHER_USERS_PASSWORD,
    first_name: 'Karthik',
    last_name: 'Subramanian',
    phone: '+91 99400 11223',
    is_staff: false,
    joinedDaysAgo: 90,
  },
]

export function seedUsers(): UserRow[] {
  return USERS.map(({ joinedDaysAgo, ...user }) => ({
    ...user,
    is_active: true,
    date_joined: seedTimestamp(joinedDaysAgo),
  }))
}
