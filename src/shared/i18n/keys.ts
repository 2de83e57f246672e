// The message keys: those of the English catalogs, one file per area (locales/en/*.json).
// A new area's file is added here and in every language's folder (the catalog test checks both).
import type common from './locales/en/common.json'
import type layout from './locales/en/layout.json'
import type session from './locales/en/session.json'
import type auth from './locales/en/auth.json'
import type bank from './locales/en/bank.json'
import type categories from './locales/en/categories.json'
import type dashboard from './locales/en/dashboard.json'
import type conflict from './locales/en/conflict.json'
import type deities from './locales/en/deities.json'
import type demo from './locales/en/demo.json'
import type devFooter from './locales/en/dev-footer.json'
import type devTools from './locales/en/dev-tools.json'
import type donations from './locales/en/donations.json'
import type offerings from './locales/en/offerings.json'
import type orders from './locales/en/orders.json'
import type staff from './locales/en/staff.json'
import type temple from './locales/en/temple.json'
import type users from './locales/en/users.json'

export type MessageKey =
  | keyof typeof common
  | keyof typeof layout
  | keyof typeof session
  | keyof typeof auth
  | keyof typeof bank
  | keyof typeof categories
  | keyof typeof dashboard
  | keyof typeof conflict
  | keyof typeof deities
  | keyof typeof demo
  | keyof typeof devFooter
  | keyof typeof devTools
  | keyof typeof donations
  | keyof typeof offerings
  | keyof typeof orders
  | keyof typeof staff
  | keyof typeof temple
  | keyof typeof users
