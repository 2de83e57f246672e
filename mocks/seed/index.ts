/**
 * The deterministic seed database: same content on every call (seeded PRNG, fixed reference
 * date). Each area lives in its own module; this one only composes them and sets the counters.
 */
import { DB_VERSION } from '../config'
import type { Db, TableName } from '../schema'
import { TABLE_NAMES } from '../schema'
import { seedBankAccounts } from './bank'
import { seedDeities } from './deities'
import { seedDonationCategories } from './donation-categories'
import { seedDonations } from './donations'
import { seedMemberships } from './memberships'
import { seedOfferingCategories } from './offering-categories'
import { seedFeeSplits, seedOfferingAddons, seedOfferingTimes, seedOfferings } from './offerings'
import { seedTemples } from './temples'
import { seedUsers } from './users'
import { seedExtraTemples, seedModuleRecords, seedPendingBankAccounts } from './staff'

export { DEMO_ACCOUNTS, USER, type DemoAccount } from './users'
export { TEMPLE } from './temples'
export { MANAGER_PERMISSIONS } from './memberships'

function nextIds(tables: { [K in TableName]: readonly { id: number }[] }): Record<TableName, number> {
  const entries = TABLE_NAMES.map((name) => [name, Math.max(0, ...tables[name].map((row) => row.id)) + 1] as const)
  return Object.fromEntries(entries) as Record<TableName, number>
}

export function buildSeedDb(): Db {
  const users = seedUsers()
  const temples = seedTemples()
  const memberships = seedMemberships()
  const categories = seedOfferingCategories(temples)
  const offerings = seedOfferings(categories, temples)
  const deities = seedDeities(temples, offerings)
  const donationCategories = seedDonationCategories(temples)
  const donations = seedDonations(donationCategories)
  const offeringTimes = seedOfferingTimes(offerings)
  const offeringAddons = seedOfferingAddons(offerings)
  const feeSplits = seedFeeSplits(offerings, temples)
  // The staff area's extra temples come after the catalogue seed (they have no catalogue).
  const extraTemples = seedExtraTemples()
  const bankAccounts = seedBankAccounts()
  bankAccounts.push(...seedPendingBankAccounts(extraTemples, bankAccounts.length + 1))
  const tables = {
    users,
    temples: [...temples, ...extraTemples],
    memberships,
    offeringCategories: categories.map((c) => c.row),
    offerings,
    deities,
    donationCategories,
    donations,
    offeringTimes,
    offeringAddons,
    feeSplitNames: feeSplits.names,
    feeSplitConfigs: feeSplits.configs,
    bankAccounts,
    moduleRecords: seedModuleRecords(temples),
    // Orders are generated on demand (seed/orders/); only their status changes are stored.
    orderStatusChanges: [],
    invitations: [],
    signups: [],
    outbox: [],
  }
  return {
    version: DB_VERSION,
    ...tables,
    nextId: nextIds(tables),
    auth: { accessKeyVersion: 0, userTokenVersions: {}, blacklist: [] },
  }
}
