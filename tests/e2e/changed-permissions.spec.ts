import { expect, test } from '@playwright/test'
import { login } from './helpers'

const SERVER_TEXT = 'You do not have permission to perform this action.'
const FORBIDDEN_PAGE = "You don't have enough permissions to view this page"

test('a cached template that grants more than the server, and a permission revoked while open, both end on /403', async ({ page }) => {
  await login(page, 'manager')
  await expect(page).toHaveURL(/\/dashboard\/deities$/)

  // The locally kept template edited by hand: donations "allowed".
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('tbo.permissions') ?? 'null') as { membership: { permissions: string[] } }
    kept.membership.permissions.push('view_donation')
    localStorage.setItem('tbo.permissions', JSON.stringify(kept))
  })
  await page.goto('/dashboard/donations')
  await expect(page).toHaveURL(/\/403$/)
  await expect(page.getByText(FORBIDDEN_PAGE)).toBeVisible()
  await expect(page.getByText(SERVER_TEXT)).toHaveCount(0)

  // Revoked on the server while the manager has offerings open; noticed when the window is focused again.
  await page.goto('/dashboard/offerings')
  await expect(page.getByRole('heading', { name: 'Offerings' })).toBeVisible()
  const status = await page.evaluate(async () => {
    const auth = await fetch('/api/user/v2/auth/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@123', device_id: 'e2e-admin' }),
    })
    const { jwt } = (await auth.json()) as { jwt: { access: string } }
    const headers = { Authorization: `JWT ${jwt.access}`, 'X-Temple-ID': '1', 'Content-Type': 'application/json' }
    const list = (await (await fetch('/api/temple/t-admin/admins/?page_size=100', { headers })).json()) as {
      url: string
      permissions: string[]
      user: { email: string }
    }[]
    const manager = list.find((m) => m.user.email === 'manager@example.com')!
    // Members are PATCHed at the url the list gives (keyed by user id).
    const res = await fetch(manager.url, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ permissions: manager.permissions.filter((code) => code !== 'view_offering') }),
    })
    return res.status
  })
  expect(status).toBe(200)
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
  await expect(page).toHaveURL(/\/403$/)
  await expect(page.getByText(SERVER_TEXT)).toHaveCount(0)
  await expect(page.getByTestId('nav-/dashboard/offerings')).toHaveCount(0)
})
