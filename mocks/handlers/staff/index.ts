/**
 * The provider staff's API (/temple/staff/...): every endpoint answers 403 to a user whose
 * `is_staff` is off, whatever role the browser thinks it has (access.ts).
 *
 * temples.ts: temples and their catalogue; bank-accounts.ts: bank accounts and their approval;
 * people.ts: users and temple admins.
 */
import type { Route } from '../../router'
import { staffBankRoutes } from './bank-accounts'
import { staffPeopleRoutes } from './people'
import { staffTempleRoutes } from './temples'

export const staffRoutes: readonly Route[] = [...staffTempleRoutes, ...staffBankRoutes, ...staffPeopleRoutes]
