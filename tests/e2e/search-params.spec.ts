import { expect, test } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

test('a bookmark of the report with unknown values opens the report with its defaults and a clean URL', async ({ page }) => {
  const queries: URLSearchParams[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/order/t-admin/offering-order/financial/')) queries.push(url.searchParams)
  })
  await page.goto('/dashboard/reports?duration=bogus&status=bogus')
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible()
  // Today's totals, or just after midnight (no booking yet today) its empty state.
  await expect(page.getByTestId('report-totals').or(page.getByText('No bookings in this period'))).toBeVisible()
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/dashboard\/reports$/)
  expect(queries.length).toBeGreaterThan(0)
  for (const query of queries) {
    expect(query.get('status')).toBe('paid')
    expect(query.toString()).not.toContain('bogus')
  }
  // The page still works from there: a click on another duration goes into the URL.
  await page.getByRole('button', { name: 'Last month' }).click()
  await expect(page).toHaveURL(/\/dashboard\/reports\?duration=lastMonth$/)
})
