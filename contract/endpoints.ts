/**
 * Every endpoint of the API, written once: method, path template, who may call it, query,
 * request and response bodies per status. The app's types derive from the schemas, the mock's
 * serializers are typed against them, the tests check every answer of the mock against this
 * registry (tests/contract-responses.ts) and `npm run contract` turns it into contract/openapi.json.
 *
 * Paths are relative to the API's address, with `{name}` parameters (digits unless the
 * parameter has its own schema in `params`). Error answers (400, 401, 403, 404) follow from
 * `auth` and are added by `errorResponses`.
 */
import { z } from 'zod'
import {
  CreateAccountBody,
  InvitationAccepted,
  InvitationLookup,
  InviteBody,
  InviteSent,
  InviteTokenQuery,
  Membership,
  MembershipChanges,
  MembersQuery,
  PermissionInfo,
  UserBrief,
} from './users'
import {
  EmailBody,
  LoginBody,
  LoginResponse,
  LogoutBody,
  RefreshBody,
  RefreshResponse,
  ResetConfirmBody,
  ResetLink,
  SignUpBody,
  SignUpStarted,
  SignUpVerified,
  SignUpVerifyBody,
  User,
  UserChanges,
} from './auth'
import { CategoryBody, Deity, DeityBody, DeityImageUpload, DonationCategory, NameQuery, OfferingCategory } from './catalog'
import { Detail, ErrorBody, ErrorDetail, PageQuery, ValidationError, page, preconditionFailed } from './common'
import {
  BankAccount,
  BankAccountUpload,
  Donation,
  DonationBody,
  DonationOrder,
  DonationQuery,
  DownloadLink,
  DownloadQuery,
  FileTypeQuery,
  FinancialDownloadQuery,
  DonationReceiptsDownloadQuery,
  FinancialReport,
  MarkCompletedBody,
  OfferingOrder,
  OrderQuery,
  ReceiptLanguage,
} from './money'
import {
  ContentObjectQuery,
  FeeSplitConfig,
  FeeSplitConfigBody,
  FeeSplitConfigChanges,
  FeeSplitName,
  FeeSplitNameBody,
  Offering,
  OfferingAddon,
  OfferingAddonBody,
  OfferingAddonQuery,
  OfferingBody,
  OfferingQuery,
  OfferingTime,
  OfferingTimeBody,
  ScheduleMetaChange,
} from './offerings'
import {
  ComplianceChanges,
  CreateUserBody,
  ResetBody,
  ResetDone,
  StaffBankAccount,
  StaffBankChanges,
  StaffBankQuery,
  StaffTemple,
  StaffTempleQuery,
  StaffUserQuery,
  TempleAdmin,
  TempleAdminBody,
  TempleAdminChanges,
  TempleAdminQuery,
} from './staff'
import { Temple, TempleChanges, TempleImageUpload } from './temple'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call: `none` (no token), `user` (`Authorization: JWT <access>`), `temple` (also
 * `X-Temple-ID`, a member of that temple), `staff` (a provider staff user).
 */
export type Auth = 'none' | 'user' | 'temple' | 'staff'

/** A response body schema, or null for an answer without a body (204). */
export type Body = z.ZodType | null

export interface Endpoint {
  /** operationId in the OpenAPI document. */
  id: string
  method: Method
  path: string
  tag: string
  summary: string
  auth: Auth
  /**
   * A list of pages: `page` and `page_size` query parameters, a `Link` header with the next page;
   * its 200 (written as the array of rows) may also be DRF's envelope (`page` in common.ts).
   */
  paginated?: boolean
  /** Path parameters that are not digits. */
  params?: Record<string, z.ZodType>
  query?: z.ZodObject
  /** A JSON request body. */
  body?: z.ZodType
  /** A multipart/form-data request body. */
  upload?: z.ZodObject
  /** Success answers (and errors with a shape of their own) by status. */
  responses: Record<number, Body>
  /**
   * The record has a version (docs/backend.md, "Record versions"): a GET or change of it answers
   * an `ETag`; a change takes `If-Match` and answers 412 when it names another version.
   */
  versioned?: boolean
}

type Spec = Omit<Endpoint, 'id' | 'method' | 'path' | 'tag' | 'auth'> & { auth?: Auth }

/** The endpoints of one tag (area) and one authentication rule. */
function area(tag: string, auth: Auth) {
  const define =
    (method: Method) =>
    (id: string, path: string, spec: Spec): Endpoint => ({ id, method, path, tag, auth, ...spec })
  return { get: define('GET'), post: define('POST'), put: define('PUT'), patch: define('PATCH'), delete: define('DELETE') }
}

/** The list, create, retrieve, update and delete endpoints of one model. */
function model(
  api: ReturnType<typeof area>,
  name: string,
  base: string,
  entity: z.ZodType,
  body: z.ZodType,
  options: { query?: z.ZodObject; update?: 'PATCH' | 'PUT'; noun: string; plural?: string; versioned?: boolean },
): Endpoint[] {
  const item = `${base}{id}/`
  const update = options.update === 'PUT' ? api.put : api.patch
  const versioned = options.versioned ? { versioned: true } : {}
  return [
    api.get(`list${options.plural ?? `${name}s`}`, base, {
      summary: `A page of the temple's ${options.noun}s`,
      paginated: true,
      query: options.query,
      responses: { 200: z.array(entity) },
    }),
    api.post(`create${name}`, base, { summary: `Create a ${options.noun}`, body, responses: { 201: entity } }),
    api.get(`get${name}`, item, { summary: `One ${options.noun}`, responses: { 200: entity }, ...versioned }),
    update(`update${name}`, item, {
      summary: `Change a ${options.noun}`,
      body,
      responses: options.versioned ? { 200: entity, 412: preconditionFailed(entity) } : { 200: entity },
      ...versioned,
    }),
    api.delete(`delete${name}`, item, { summary: `Delete a ${options.noun}`, responses: { 204: null } }),
  ]
}

const session = area('session', 'user')
const open = area('session', 'none')
const temple = area('temple', 'temple')
const members = area('users', 'temple')
const invitation = area('users', 'none')
const catalog = area('catalog', 'temple')
const offerings = area('offerings', 'temple')
const money = area('donations', 'temple')
const orders = area('orders', 'temple')
const staff = area('staff', 'staff')

const ImageKind = z.enum(['cover', 'display', 'logo'])
const LangQuery = z.object({ lang: ReceiptLanguage.optional() })

export const endpoints: readonly Endpoint[] = [
  // ---- sign-in, tokens, the user ----
  open.post('login', '/user/v2/auth/', {
    summary: 'Sign in: a JWT pair and the user',
    body: LoginBody,
    responses: { 200: LoginResponse, 401: ErrorDetail },
  }),
  open.post('refreshToken', '/user/v2/auth/refresh/', {
    summary: 'New access (and, with rotation, refresh) token; the refresh token given is blacklisted',
    body: RefreshBody,
    responses: { 200: RefreshResponse, 401: ErrorDetail },
  }),
  session.delete('logout', '/user/logout/', {
    summary: 'Sign out: the refresh token given is blacklisted',
    body: LogoutBody,
    responses: { 204: null },
  }),
  session.get('getCurrentUser', '/user/', { summary: 'The signed-in user', responses: { 200: User } }),
  session.patch('updateCurrentUser', '/user/', {
    summary: 'Change the name or phone of the signed-in user',
    body: UserChanges,
    responses: { 200: User },
  }),
  open.post('signUp', '/user/v2/create/', {
    summary: 'Sign-up, step 1: a 6-digit code is mailed (202); a staff caller creates the account at once (201)',
    body: SignUpBody,
    responses: { 201: User, 202: SignUpStarted },
  }),
  open.post('verifySignUp', '/user/v2/create/verify/', {
    summary: 'Sign-up, step 2: the code',
    body: SignUpVerifyBody,
    responses: { 201: SignUpVerified },
  }),
  open.post('resendSignUpCode', '/user/v2/create/resend/', {
    summary: 'A new sign-up code (429 before the cool-down)',
    body: EmailBody,
    responses: { 200: SignUpStarted, 429: ErrorDetail },
  }),
  open.post('requestPasswordReset', '/user/password-reset/', {
    summary: 'Mail a password-reset link (the same answer whether or not an account has the e-mail)',
    body: EmailBody,
    responses: { 200: Detail, 429: ErrorDetail },
  }),
  open.post('checkPasswordReset', '/user/password-reset/check/', {
    summary: 'Is the reset link still good',
    body: ResetLink,
    responses: { 200: Detail },
  }),
  open.post('confirmPasswordReset', '/user/password-reset/confirm/', {
    summary: 'Set the new password',
    body: ResetConfirmBody,
    responses: { 200: Detail },
  }),

  // ---- temples ----
  area('temple', 'user').get('listTemples', '/temple/t-admin/', {
    summary: 'The temples the user is a member of',
    paginated: true,
    responses: { 200: z.array(Temple) },
  }),
  area('temple', 'user').post('registerTemple', '/temple/t-admin/', {
    summary: 'Register a temple (pending approval); the caller becomes its administrator',
    body: TempleChanges,
    responses: { 201: Temple },
  }),
  temple.get('getTemple', '/temple/t-admin/{id}/', { summary: 'One temple of the user', responses: { 200: Temple }, versioned: true }),
  temple.patch('updateTemple', '/temple/t-admin/{id}/', {
    summary: "Change the temple's details",
    body: TempleChanges,
    responses: { 200: Temple, 412: preconditionFailed(Temple) },
    versioned: true,
  }),
  temple.put('uploadTempleImage', '/temple/t-admin/{id}/img/{kind}/', {
    summary: 'Replace the cover, display or logo image (the file in `{kind}_img`)',
    params: { kind: ImageKind },
    upload: TempleImageUpload,
    responses: { 200: Temple },
  }),
  temple.get('getBankAccount', '/temple/t-admin/bank/', {
    summary: "The temple's bank account (404 when none was added)",
    responses: { 200: BankAccount },
    versioned: true,
  }),
  temple.put('saveBankAccount', '/temple/t-admin/bank/', {
    summary: 'Add or replace the bank account (it awaits the staff approval again)',
    upload: BankAccountUpload,
    responses: { 200: BankAccount, 412: preconditionFailed(BankAccount) },
    versioned: true,
  }),

  // ---- members and invitations ----
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

  // ---- categories and deities ----
  ...model(catalog, 'OfferingCategory', '/temple/t-admin/offering-category/', OfferingCategory, CategoryBody, {
    query: NameQuery,
    noun: 'offering category',
    plural: 'OfferingCategories',
  }),
  ...model(catalog, 'DonationCategory', '/temple/t-admin/donation-category/', DonationCategory, CategoryBody, {
    query: NameQuery,
    noun: 'donation category',
    plural: 'DonationCategories',
  }),
  ...model(catalog, 'Deity', '/temple/t-admin/deity/', Deity, DeityBody, { query: NameQuery, noun: 'deity', plural: 'Deities' }),
  catalog.put('uploadDeityImage', '/temple/t-admin/deity/{id}/img/', {
    summary: "Replace the deity's image",
    upload: DeityImageUpload,
    responses: { 200: Deity },
  }),

  // ---- offerings ----
  ...model(offerings, 'Offering', '/temple/t-admin/offering/', Offering, OfferingBody, {
    query: OfferingQuery,
    noun: 'offering',
    versioned: true,
  }),
  offerings.patch('addOfferingMeta', '/temple/t-admin/offering/{id}/offering_meta/add/', {
    summary: 'Add dates, days or excluded dates',
    body: ScheduleMetaChange,
    responses: { 200: Offering },
  }),
  offerings.patch('removeOfferingMeta', '/temple/t-admin/offering/{id}/offering_meta/remove/', {
    summary: 'Remove dates, days or excluded dates',
    body: ScheduleMetaChange,
    responses: { 200: Offering },
  }),
  offerings.post('addOfferingTime', '/temple/t-admin/offering/{id}/offering_times/', {
    summary: 'Add a time slot',
    body: OfferingTimeBody,
    responses: { 201: OfferingTime },
  }),
  offerings.patch('updateOfferingTime', '/temple/t-admin/offering-time/{id}/', {
    summary: 'Change a time slot',
    body: OfferingTimeBody,
    responses: { 200: OfferingTime },
  }),
  offerings.delete('deleteOfferingTime', '/temple/t-admin/offering-time/{id}/', {
    summary: 'Delete a time slot',
    responses: { 204: null },
  }),
  ...model(offerings, 'OfferingAddon', '/temple/t-admin/offering-addon-field/', OfferingAddon, OfferingAddonBody, {
    query: OfferingAddonQuery,
    update: 'PUT',
    noun: 'offering add-on field',
  }),
  ...model(offerings, 'FeeSplitName', '/report-app/fee-split-name/', FeeSplitName, FeeSplitNameBody, {
    query: ContentObjectQuery,
    noun: 'fee split name',
  }),
  offerings.get('listFeeSplitConfigs', '/report-app/fee-split-config/', {
    summary: 'The fee split of an offering or the temple',
    paginated: true,
    query: ContentObjectQuery,
    responses: { 200: z.array(FeeSplitConfig) },
  }),
  offerings.post('createFeeSplitConfig', '/report-app/fee-split-config/', {
    summary: 'Create a fee split',
    body: FeeSplitConfigBody,
    responses: { 201: FeeSplitConfig },
  }),
  offerings.get('getFeeSplitConfig', '/report-app/fee-split-config/{id}/', {
    summary: 'One fee split',
    responses: { 200: FeeSplitConfig },
  }),
  offerings.patch('updateFeeSplitConfig', '/report-app/fee-split-config/{id}/', {
    summary: "Change a fee split's entries",
    body: FeeSplitConfigChanges,
    responses: { 200: FeeSplitConfig },
  }),
  offerings.delete('deleteFeeSplitConfig', '/report-app/fee-split-config/{id}/', {
    summary: 'Delete a fee split',
    responses: { 204: null },
  }),

  // ---- donations ----
  ...model(money, 'Donation', '/temple/t-admin/donation/', Donation, DonationBody, { query: DonationQuery, noun: 'donation' }),
  money.patch('addDonationMeta', '/temple/t-admin/donation/{id}/donation_meta/add/', {
    summary: 'Add dates, days or excluded dates',
    body: ScheduleMetaChange,
    responses: { 200: Donation },
  }),
  money.patch('removeDonationMeta', '/temple/t-admin/donation/{id}/donation_meta/remove/', {
    summary: 'Remove dates, days or excluded dates',
    body: ScheduleMetaChange,
    responses: { 200: Donation },
  }),

  // ---- orders, receipts, the financial report ----
  orders.get('listOfferingOrders', '/order/t-admin/offering-order/', {
    summary: 'A page of offering orders (25 a page)',
    paginated: true,
    query: OrderQuery,
    responses: { 200: z.array(OfferingOrder) },
  }),
  orders.patch('completeOfferingOrders', '/order/t-admin/offering-order/update/', {
    summary: 'Mark paid orders complete',
    body: MarkCompletedBody,
    responses: { 200: z.array(OfferingOrder) },
  }),
  orders.get('getOfferingReport', '/order/t-admin/offering-order/financial/', {
    summary: 'The offering financial report',
    query: OrderQuery,
    responses: { 200: FinancialReport },
  }),
  orders.get('linkOfferingReceipts', '/order/t-admin/offering-order/generate-download-link/', {
    summary: 'A download link to the receipts of the filtered orders',
    query: DownloadQuery,
    responses: { 200: DownloadLink },
  }),
  orders.get('linkPriestList', '/order/t-admin/offering-order/generate-priest-download-link/', {
    summary: 'A download link to the priest list of the filtered orders',
    query: DownloadQuery,
    responses: { 200: DownloadLink },
  }),
  orders.get('linkOfferingReport', '/order/t-admin/offering-order/generate-financial-download-link/', {
    summary: 'A download link to the financial report',
    query: FinancialDownloadQuery,
    responses: { 200: DownloadLink },
  }),
  orders.get('getOfferingOrder', '/order/t-admin/offering-order/{id}/', {
    summary: 'One offering order',
    responses: { 200: OfferingOrder },
  }),
  orders.get('linkOfferingReceipt', '/order/t-admin/offering-order/{id}/generate-download-link/', {
    summary: 'A download link to one receipt',
    query: LangQuery,
    responses: { 200: DownloadLink },
  }),
  orders.get('listDonationOrders', '/order/t-admin/donation-order/', {
    summary: 'A page of donation receipts (25 a page)',
    paginated: true,
    query: OrderQuery,
    responses: { 200: z.array(DonationOrder) },
  }),
  orders.get('linkDonationReceipts', '/order/t-admin/donation-order/generate_download_link/', {
    summary: 'A download link to the receipts of the filtered donation orders (one PDF)',
    query: DonationReceiptsDownloadQuery,
    responses: { 200: DownloadLink },
  }),
  orders.get('getDonationOrder', '/order/t-admin/donation-order/{id}/', {
    summary: 'One donation receipt',
    responses: { 200: DonationOrder },
  }),
  orders.get('linkDonationReceipt', '/order/t-admin/donation-order/{id}/generate_download_link/', {
    summary: 'A download link to one donation receipt (PDF)',
    query: FileTypeQuery,
    responses: { 200: DownloadLink },
  }),

  // ---- the provider staff ----
  staff.get('staffListTemples', '/temple/staff/temple/', {
    summary: 'Every temple, filtered',
    paginated: true,
    query: StaffTempleQuery,
    responses: { 200: z.array(StaffTemple) },
  }),
  staff.get('staffGetTemple', '/temple/staff/temple/{id}/', { summary: 'One temple', responses: { 200: StaffTemple } }),
  staff.patch('staffUpdateTemple', '/temple/staff/temple/{id}/', {
    summary: "Change a temple's compliance fields",
    body: ComplianceChanges,
    responses: { 200: StaffTemple },
  }),
  staff.delete('staffDeleteTemple', '/temple/staff/temple/{id}/', { summary: 'Delete a temple', responses: { 204: null } }),
  staff.post('staffApproveTemple', '/temple/staff/temple/{id}/approve/', { summary: 'Activate a temple', responses: { 200: StaffTemple } }),
  staff.post('staffDisapproveTemple', '/temple/staff/temple/{id}/disapprove/', {
    summary: 'Deactivate a temple',
    responses: { 200: StaffTemple },
  }),
  staff.post('staffSendConsolidation', '/temple/staff/temple/{id}/send-consolidation/', {
    summary: "Send the temple's consolidation",
    responses: { 200: Detail },
  }),
  staff.post('staffResetTemple', '/temple/staff/temple/{id}/cleanup-and-reset/', {
    summary: "Delete the chosen modules' records up to a time",
    body: ResetBody,
    responses: { 200: ResetDone },
  }),
  staff.get('staffListOfferingCategories', '/temple/staff/temple/{id}/offering-category/', {
    summary: "A temple's offering categories",
    paginated: true,
    responses: { 200: z.array(OfferingCategory) },
  }),
  staff.get('staffListDeities', '/temple/staff/temple/{id}/deity/', {
    summary: "A temple's deities",
    paginated: true,
    responses: { 200: z.array(Deity) },
  }),
  staff.get('staffListOfferings', '/temple/staff/temple/{id}/offering/', {
    summary: "A temple's offerings",
    paginated: true,
    responses: { 200: z.array(Offering) },
  }),
  staff.get('staffListBankAccounts', '/temple/staff/bank-account/', {
    summary: 'Bank accounts, filtered (10 a page)',
    paginated: true,
    query: StaffBankQuery,
    responses: { 200: z.array(StaffBankAccount) },
  }),
  staff.get('staffGetBankAccount', '/temple/staff/bank-account/{id}/', {
    summary: 'One bank account',
    responses: { 200: StaffBankAccount },
  }),
  staff.patch('staffUpdateBankAccount', '/temple/staff/bank-account/{id}/', {
    summary: 'Set the merchant id or the active flag',
    body: StaffBankChanges,
    responses: { 200: StaffBankAccount },
  }),
  staff.post('staffApproveBankAccount', '/temple/staff/bank-account/{id}/approve/', {
    summary: 'Approve a bank account',
    responses: { 200: StaffBankAccount },
  }),
  staff.post('staffRejectBankAccount', '/temple/staff/bank-account/{id}/disapprove/', {
    summary: 'Reject a bank account',
    responses: { 200: StaffBankAccount },
  }),
  staff.get('staffSearchUsers', '/temple/staff/user/', {
    summary: 'Users whose e-mail or phone contains the text',
    paginated: true,
    query: StaffUserQuery,
    responses: { 200: z.array(UserBrief) },
  }),
  staff.post('staffCreateUser', '/temple/staff/user/', { summary: 'Create a user', body: CreateUserBody, responses: { 201: UserBrief } }),
  staff.get('staffListTempleAdmins', '/temple/staff/temple-admin/', {
    summary: "A temple's administrators and managers",
    paginated: true,
    query: TempleAdminQuery,
    responses: { 200: z.array(TempleAdmin) },
  }),
  staff.post('staffAddTempleAdmin', '/temple/staff/temple-admin/', {
    summary: 'Make a user an administrator or manager of a temple',
    body: TempleAdminBody,
    responses: { 201: TempleAdmin },
  }),
  staff.patch('staffChangeAdminRole', '/temple/staff/temple-admin/{id}/', {
    summary: "Change an administrator's role",
    body: TempleAdminChanges,
    responses: { 200: TempleAdmin },
  }),
  staff.delete('staffRemoveTempleAdmin', '/temple/staff/temple-admin/{id}/', {
    summary: 'Remove an administrator from a temple',
    responses: { 204: null },
  }),
]

/** The error answers every endpoint may give, by its authentication rule. */
export function errorResponses(endpoint: Endpoint): Record<number, z.ZodType> {
  const errors: Record<number, z.ZodType> = { 400: ValidationError.or(ErrorDetail), 404: ErrorDetail }
  if (endpoint.auth !== 'none') {
    errors[401] = ErrorDetail
    errors[403] = ErrorDetail
  }
  return errors
}

/** Every answer of an endpoint: its own, then the errors it may give. */
export function responsesOf(endpoint: Endpoint): Record<number, Body> {
  const rows = endpoint.responses[200]
  const pages: Record<number, Body> = endpoint.paginated && rows instanceof z.ZodArray ? { 200: page(rows.element as z.ZodType) } : {}
  return { ...errorResponses(endpoint), ...endpoint.responses, ...pages }
}

/** The page parameters of a paginated list, with its own query. */
export function queryOf(endpoint: Endpoint): z.ZodObject | undefined {
  if (!endpoint.paginated) return endpoint.query
  return endpoint.query ? endpoint.query.extend(PageQuery.shape) : PageQuery
}

function templateRegex(endpoint: Endpoint): RegExp {
  const pattern = endpoint.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      return endpoint.params?.[name] ? '([^/]+)' : '(\\d+)'
    })
    .join('')
  return new RegExp(`^${pattern}$`)
}

const matchers = endpoints.map((endpoint) => ({ endpoint, regex: templateRegex(endpoint) }))

/**
 * The endpoint a request is for: its method and its path relative to the API's address.
 * Fixed segments win over parameters (`/temple/t-admin/bank/` is not `/temple/t-admin/{id}/`).
 */
export function findEndpoint(method: string, path: string): Endpoint | undefined {
  const candidates = matchers.filter((m) => m.endpoint.method === method.toUpperCase() && m.regex.test(path))
  candidates.sort((a, b) => (a.endpoint.path.match(/\{/g)?.length ?? 0) - (b.endpoint.path.match(/\{/g)?.length ?? 0))
  return candidates[0]?.endpoint
}

export { ErrorBody }
