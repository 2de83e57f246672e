/**
 * The production build against real Django REST Framework servers (issue 27, item 6): the
 * journey of docs/backend.md's slice on a server configured as that document says, then the list
 * and token-expiry steps again with DRF's stock envelope pagination, with SessionAuthentication
 * listed first, and behind the same-origin /api proxy. Every answer the servers gave is then
 * checked against an OpenAPI document. servers.ts starts the servers; each environment is one
 * browser page, its steps in order.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Browser, type Page, type Response } from '@playwright/test'
import { png } from '../e2e/helpers'
import { readRecords, report, validateRecords } from './validate-responses.mjs'
import { ENVIRONMENTS, environment, type EnvironmentName } from './servers'

const ADMIN = { email: 'admin@example.com', password: 'Admin@123' }

interface Seen {
  method: string
  url: string
  status: number
  code?: string
}

/** A page of one environment, with the API answers it saw, in order. */
async function openEnvironment(browser: Browser, name: EnvironmentName) {
  const env = environment(name)
  const context = await browser.newContext({ baseURL: env.app, viewport: { width: 1366, height: 860 } })
  const page = await context.newPage()
  const seen: Seen[] = []
  /** The last refresh token the server gave this page (at sign-in, then at each rotation). */
  const issued = { refresh: '' }
  page.on('response', (response: Response) => {
    const url = response.url()
    if (!url.startsWith(env.api) || response.request().method() === 'OPTIONS') return
    if (/\/user\/v2\/auth\/(refresh\/)?$/.test(url) && response.ok()) {
      void response
        .json()
        .then(
          (body: { refresh?: string; jwt?: { refresh: string } }) => (issued.refresh = body.jwt?.refresh ?? body.refresh ?? issued.refresh),
        )
        .catch(() => undefined)
    }
    const entry: Seen = { method: response.request().method(), url, status: response.status() }
    seen.push(entry)
    if (entry.status === 401 || entry.status === 403) {
      void response
        .json()
        .then((body: { code?: string }) => (entry.code = body.code))
        .catch(() => undefined)
    }
  })
  return { env, page, seen, issued }
}

async function submitSignIn(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signIn(page: Page) {
  await submitSignIn(page)
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
}

/** Waits until the access token the app holds has expired (the servers issue them for a few seconds). */
async function waitForAccessTokenExpiry(page: Page) {
  await page.waitForFunction(
    () => {
      const stored = localStorage.getItem('tbo.jwt')
      if (!stored) return false
      const payload = (JSON.parse(stored) as { access: string }).access.split('.')[1]!
      const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }
      return Date.now() / 1000 > exp + 0.5
    },
    undefined,
    { polling: 200, timeout: 30_000 },
  )
}

/** A request refused for its expired token, then the refresh, then the same request answered: the replay. */
function expectRefreshAndReplay(seen: Seen[], refusedStatus: number, matches: (entry: Seen) => boolean) {
  const refused = seen.findIndex((entry) => matches(entry) && entry.status === refusedStatus && entry.code === 'token_not_valid')
  expect(refused, JSON.stringify(seen.slice(-12), null, 1)).toBeGreaterThanOrEqual(0)
  const refresh = seen.findIndex((entry, i) => i > refused && entry.url.endsWith('/user/v2/auth/refresh/') && entry.status === 200)
  expect(refresh).toBeGreaterThan(refused)
  const replay = seen.findIndex((entry, i) => i > refresh && matches(entry) && entry.status < 300)
  expect(replay).toBeGreaterThan(refresh)
}

/** The offerings list loads the next page as its end comes into view: 47 offerings in pages of 20, scrolled to the end. */
async function threePagesOfOfferings(page: Page, seen: Seen[]) {
  await page.getByRole('table', { name: 'Offerings' }).hover()
  await expect(async () => {
    await page.mouse.wheel(0, 5000)
    await expect(page.getByText('47 items')).toBeVisible({ timeout: 1500 })
  }).toPass({ timeout: 45_000 })
  const pages = seen.filter((entry) => entry.method === 'GET' && /\/temple\/t-admin\/offering\/\?/.test(entry.url) && entry.status === 200)
  expect(pages.map((entry) => new URL(entry.url).searchParams.get('page'))).toEqual(expect.arrayContaining(['2', '3']))
}

async function filterByCategory(page: Page) {
  const filter = page.getByRole('search', { name: 'Filter offerings' })
  await filter.getByLabel('Category').selectOption({ label: 'Homam' })
  await filter.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]category=\d+/)
  // Seva 01, 04, … 46: 16 offerings in a page of 20.
  await expect(page.getByText('16 items')).toBeVisible()
  await expect(page.getByRole('row', { name: /Seva 46/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /Seva 47/ })).toHaveCount(0)
}

async function expiryOnNavigation(page: Page, seen: Seen[], refusedStatus: number) {
  await waitForAccessTokenExpiry(page)
  await page.getByTestId('nav-/dashboard/deities').click()
  await expect(page.getByRole('row', { name: /Sree Narasimha/ })).toBeVisible()
  expectRefreshAndReplay(seen, refusedStatus, (entry) => entry.method === 'GET' && !entry.url.includes('/user/v2/auth/'))
}

async function chooseImage(page: Page, name: string, size: number) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: /^Choose (another )?file$/ }).click()
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png(size, size, [180, 60, 20]) })
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible()
}

async function rowImageWidth(page: Page, name: string, api: string) {
  const image = page.getByRole('row', { name: new RegExp(name) }).getByRole('img', { name })
  await expect(image).toHaveAttribute('src', new RegExp(`^${api.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/media/deity/`))
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0)
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth)
}

test.describe.serial('a server configured as docs/backend.md says (Link header, JWT only, cross-origin)', () => {
  let page: Page
  let seen: Seen[]
  let env: ReturnType<typeof environment>
  let deityId: number
  let issued: { refresh: string }
  test.beforeAll(async ({ browser }) => {
    ;({ page, seen, env, issued } = await openEnvironment(browser, 'link'))
  })
  test.afterAll(() => page.context().close())

  test('the sample nginx config keeps its security headers on assets, hides the manifest and revalidates index.html', async ({
    request,
  }) => {
    const home = await request.get(`${env.app}/dashboard/deities/edit/1`)
    expect(home.status()).toBe(200)
    const html = await home.text()
    expect(home.headers()['cache-control']).toBe('no-cache')
    expect(home.headers()['content-security-policy']).toContain(`connect-src 'self' https://maps.googleapis.com ${env.api}`)
    const asset = html.match(/src="(\/assets\/index-[^"]+\.js)"/)![1]!
    const script = await request.get(`${env.app}${asset}`)
    expect(script.headers()).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    expect(script.headers()['content-security-policy']).toBeTruthy()
    expect((await request.get(`${env.app}/config.json`)).headers()['cache-control']).toBe('no-cache')
    expect(JSON.parse(await (await request.get(`${env.app}/config.json`)).text())).toMatchObject({ apiUrl: env.api })
    for (const hidden of ['/.vite/manifest.json', '/nginx-csp.conf']) expect((await request.get(`${env.app}${hidden}`)).status()).toBe(404)
    expect((await request.get(`${env.app}/assets/missing.js`)).headers()['cache-control']).toBeUndefined()
  })

  test('sign in and start-up, against the API the runtime config names', async () => {
    await signIn(page)
    await expect(page.getByRole('table', { name: 'Offerings' })).toBeVisible()
    const startUp = seen.filter((entry) => entry.method === 'GET')
    expect(startUp.length).toBeGreaterThan(0)
    expect(seen.every((entry) => entry.url.startsWith(`${env.api}/`))).toBe(true)
  })

  test('three pages of offerings', async () => {
    await threePagesOfOfferings(page, seen)
  })

  test('a filter', async () => {
    await filterByCategory(page)
  })

  test('token expiry: refresh and replay', async () => {
    await expiryOnNavigation(page, seen, 401)
  })

  test('profile edit', async () => {
    await page.getByTestId('nav-/dashboard/profile').click()
    const phone = page.getByLabel('Phone')
    await expect(page.getByLabel('Temple name')).toHaveValue('Sree Padmanabhaswamy Temple')
    await phone.fill('9447054321')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Temple Updated')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Phone')).toHaveValue('9447054321')
  })

  test('a deity with an image', async () => {
    await page.getByTestId('nav-/dashboard/deities').click()
    await page.getByRole('link', { name: 'Add deity' }).first().click()
    await page.getByLabel('Name').fill('Sree Subramanya')
    await chooseImage(page, 'subramanya.png', 120)
    const created = page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && answer.url().endsWith('/temple/t-admin/deity/') && answer.status() === 201,
    )
    await page.getByRole('button', { name: 'Add deity' }).click()
    deityId = ((await (await created).json()) as { id: number }).id
    await expect(page.getByText('Deity Sree Subramanya created')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/deities$/)
    expect(await rowImageWidth(page, 'Sree Subramanya', env.api)).toBe(120)
  })

  test('an image replaced with an expired token', async () => {
    await page.getByRole('link', { name: 'Edit Sree Subramanya' }).click()
    await expect(page.getByLabel('Name')).toHaveValue('Sree Subramanya')
    await chooseImage(page, 'subramanya-new.png', 80)
    await waitForAccessTokenExpiry(page)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Deity updated')).toBeVisible()
    expectRefreshAndReplay(seen, 401, (entry) => entry.method === 'PUT' && /\/deity\/\d+\/img\/$/.test(entry.url))
    expect(await rowImageWidth(page, 'Sree Subramanya', env.api)).toBe(80)
  })

  test('a duplicate name shown at its field', async () => {
    await page.getByRole('link', { name: 'Add deity' }).first().click()
    const name = page.getByLabel('Name')
    await name.fill('sree krishna')
    await page.getByRole('button', { name: 'Add deity' }).click()
    await expect(page.getByText('Deity with this name already exists.')).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveValue('sree krishna')
  })

  test('a deep link reloaded', async () => {
    await page.goto(`/dashboard/deities/edit/${deityId}`)
    await expect(page.getByLabel('Name')).toHaveValue('Sree Subramanya')
    await page.reload()
    await expect(page.getByLabel('Name')).toHaveValue('Sree Subramanya')
    await expect(page.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', new RegExp(`/media/deity/`))
  })

  test('sign-out revokes the refresh token', async ({ request }) => {
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: /Logout/ }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect
      .poll(() => seen.some((entry) => entry.method === 'DELETE' && entry.url.endsWith('/user/logout/') && entry.status === 204))
      .toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('tbo.jwt'))).toBeNull()
    // The last refresh token the server gave (the sign-in's, or a rotation's if the logout met an expired access token).
    const answer = await request.post(`${env.api}/user/v2/auth/refresh/`, { data: { refresh: issued.refresh } })
    expect(answer.status()).toBe(401)
    expect(await answer.json()).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' })
  })
})

test('a refresh answer lost on its way is given again, until the token it gave is used (the remedy in docs/backend.md)', async ({
  request,
}) => {
  const { api } = environment('link')
  const signedIn = await request.post(`${api}/user/v2/auth/`, { data: { ...ADMIN, device_id: 'lost-answer' } })
  const first = ((await signedIn.json()) as { jwt: { refresh: string } }).jwt.refresh
  const refresh = async (token: string) => {
    const answer = await request.post(`${api}/user/v2/auth/refresh/`, { data: { refresh: token } })
    return { status: answer.status(), body: (await answer.json()) as { access?: string; refresh?: string; detail?: string } }
  }
  // The server rotates the token; its answer never reaches the browser (the tab closed).
  const lost = await refresh(first)
  expect(lost.status).toBe(200)
  // Another tab still holds the first token: it gets the same new refresh token, and a working access token.
  const again = await refresh(first)
  expect(again).toMatchObject({ status: 200, body: { refresh: lost.body.refresh } })
  expect((await request.get(`${api}/user/`, { headers: { Authorization: `JWT ${again.body.access}` } })).status()).toBe(200)
  // Once the new token is used, the first one is refused as before.
  expect((await refresh(lost.body.refresh!)).status).toBe(200)
  expect(await refresh(first)).toEqual({ status: 401, body: { detail: 'Token is blacklisted', code: 'token_not_valid' } })
})

for (const [name, refusedStatus, title] of [
  ['envelope', 401, "DRF's stock envelope pagination {count, next, previous, results}"],
  ['session-first', 403, 'SessionAuthentication listed first: an expired token gets 403'],
  ['same-origin', 401, 'the API on the same origin behind the /api proxy of docs/backend.md'],
] as const) {
  test.describe.serial(title, () => {
    let page: Page
    let seen: Seen[]
    test.beforeAll(async ({ browser }) => {
      ;({ page, seen } = await openEnvironment(browser, name))
    })
    test.afterAll(() => page.context().close())

    test(`${name}: sign in, three pages of offerings`, async () => {
      await signIn(page)
      await threePagesOfOfferings(page, seen)
    })

    test(`${name}: a filter`, async () => {
      await filterByCategory(page)
    })

    test(`${name}: token expiry: refresh and replay`, async () => {
      await expiryOnNavigation(page, seen, refusedStatus)
    })
  })
}

test.describe('set-ups the app cannot work with say so plainly, never the crash page', () => {
  test("simplejwt's default Bearer header type: 'The server refused the sign-in', then sign in again", async ({ browser }) => {
    const { page } = await openEnvironment(browser, 'bearer')
    await submitSignIn(page)
    await expect(page.getByRole('heading', { name: 'The server refused the sign-in' })).toBeVisible()
    await expect(page.getByText('Ah! Something went wrong.')).toHaveCount(0)
    await page.getByRole('button', { name: 'Sign in again' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('tbo.jwt'))).toBeNull()
    await page.context().close()
  })

  test("CORS that does not allow X-Temple-ID: 'The server could not be reached'", async ({ browser }) => {
    const { page } = await openEnvironment(browser, 'cors-without-temple-header')
    await submitSignIn(page)
    await expect(page.getByRole('heading', { name: 'The server could not be reached' })).toBeVisible()
    await expect(page.getByText('Ah! Something went wrong.')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Try again/ })).toBeVisible()
    await page.context().close()
  })
})

test('every answer of the servers matches the OpenAPI document', () => {
  const work = process.env.REAL_BACKEND_WORK
  expect(work).toBeTruthy()
  const documentFile = process.env.REAL_BACKEND_OPENAPI ?? join(import.meta.dirname, '../../contract/openapi.json')
  const document = JSON.parse(readFileSync(documentFile, 'utf8')) as Record<string, unknown>
  const records = ENVIRONMENTS.flatMap(({ name }) => readRecords(join(work!, name, 'responses.jsonl')))
  const result = validateRecords(document, records, { requireAll: process.env.REAL_BACKEND_REQUIRE_ALL !== '0' })
  process.stdout.write(`${documentFile}: ${report(result)}\n`)
  expect(result.checked).toBeGreaterThan(0)
  expect(result.failures).toEqual([])
})
