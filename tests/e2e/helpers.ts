import { deflateSync } from 'node:zlib'
import { expect, type Page } from '@playwright/test'

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin@123' },
  staff: { email: 'staff@example.com', password: 'Staff@123' },
  manager: { email: 'manager@example.com', password: 'Manager@123' },
  newbie: { email: 'newbie@example.com', password: 'Newbie@123' },
} as const

/**
 * Opens the account menu with the mouse and clicks its item `item` once the menu has finished
 * opening. A click on "Logout" while the menu was still opening on a busy machine once left the
 * menu open and the user signed in (session-end.spec.ts).
 */
export async function chooseFromAccountMenu(page: Page, item: string | RegExp) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect.poll(() => menu.evaluate((el) => el.getAnimations({ subtree: true }).some((a) => a.playState === 'running'))).toBe(false)
  await menu.getByRole('menuitem', { name: item }).click()
}

export async function login(page: Page, account: keyof typeof ACCOUNTS) {
  await page.goto('/login')
  await expect(page.getByTestId('demo-accounts')).toBeVisible()
  await page.getByLabel('Email').fill(ACCOUNTS[account].email)
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[account].password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Waits until nothing is loading and no CSS transition or animation runs, twice in a row.
 * Axe measures colours as they are at that instant: a button fading back from its disabled
 * opacity after "Loading more" is not a contrast fault of the page.
 */
export async function settled(page: Page) {
  await expect
    .poll(
      async () => {
        const busy = () =>
          page.evaluate(
            () =>
              document.querySelector('[data-loading], [aria-busy=true]') !== null ||
              document.getAnimations().some((a) => a.playState === 'running'),
          )
        if (await busy()) return 'busy'
        await page.waitForTimeout(250)
        return (await busy()) ? 'busy' : 'settled'
      },
      { timeout: 15_000 },
    )
    .toBe('settled')
}

/** A small solid-colour PNG, built here so the test needs no fixture file. */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(8 + data.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())])
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The header's temple switcher, the temple it shows and another temple of the user's (an administrator of two). */
export async function templeSwitcher(page: Page) {
  const switcher = page.getByLabel('Temple', { exact: true })
  const current = await switcher.inputValue()
  const other = await switcher
    .locator('option')
    .evaluateAll((options, a) => (options as HTMLOptionElement[]).map((o) => o.value).find((v) => v !== a), current)
  expect(other).toBeTruthy()
  return { switcher, current, other: other! }
}

/**
 * Two browser contexts are two browsers, each with its own mocked backend (IndexedDB): copies one
 * page's mock database into the other's, as one shared server would have it.
 */
export async function shareDb(from: Page, to: Page) {
  // A page's requests reach the mocked backend once its service worker controls it; before that
  // the snapshot PUT went to the static server (404).
  for (const page of [from, to]) await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const snapshot = await from.evaluate(() => fetch('/api/__mock__/snapshot').then((response) => response.text()))
  expect(snapshot).toContain('"version"')
  const status = await to.evaluate(
    (body) =>
      fetch('/api/__mock__/snapshot', { method: 'PUT', body, headers: { 'Content-Type': 'application/json' } }).then((r) => r.status),
    snapshot,
  )
  expect(status).toBe(204)
}
