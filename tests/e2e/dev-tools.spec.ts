import { expect, test } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

test('the offerings list loads none of the /dev explorer; the explorer runs GET offerings and 100% errors break the list until turned off', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })

  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await expect(page.getByRole('table', { name: 'Offerings' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Developer tools' })).toBeVisible()
  // The explorer is its own lazy chunk: nothing of it is loaded by the list.
  expect(scripts.some((url) => /\/dev-route-[\w-]+\.js$/.test(url))).toBe(false)

  // Explorer: GET offerings as the signed-in user shows the Link header.
  await page.getByRole('link', { name: 'Developer tools' }).click()
  await expect(page).toHaveURL(/\/dev$/)
  await expect(page.getByRole('textbox', { name: 'Filter endpoints' })).toBeVisible()
  expect(scripts.some((url) => /\/dev-route-[\w-]+\.js$/.test(url))).toBe(true)
  await page.getByRole('button', { name: /GET \/temple\/t-admin\/offering\/ view_offering/ }).click()
  await page.getByRole('button', { name: 'Send GET' }).click()
  const response = page.getByRole('region', { name: 'Response' })
  await expect(response.getByText('200', { exact: true })).toBeVisible()
  await expect(response.getByRole('cell', { name: 'link', exact: true })).toBeVisible()
  await expect(response.getByRole('cell', { name: /\/api\/temple\/t-admin\/offering\/\?page=2>; rel="next"/ })).toBeVisible()
  await page.screenshot({ path: 'screenshots/dev-api-try.png' })

  // Faults: 100% errors for the offering area; the indicator shows on every screen.
  await page.getByRole('tab', { name: 'Faults' }).click()
  await expect(page).toHaveURL(/tab=faults/)
  await page.getByRole('button', { name: 'Set error rate' }).click()
  await expect(page.getByRole('cell', { name: '100% 500 server error' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the app' }).click()
  await expect(page.getByTestId('fault-indicator')).toContainText('offering 100% 5xx')
  await page.goto('/dashboard/offerings')
  // The list fails after the query's retries for a 5xx.
  await expect(page.getByText('500 Internal Server Error Occured')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('table', { name: 'Offerings' })).toHaveCount(0)
  await page.screenshot({ path: 'screenshots/dev-offerings-fault.png' })

  // The indicator's link leads to the Faults tab, where the error rate is listed.
  await page.getByTestId('fault-indicator').click()
  await expect(page).toHaveURL(/\/dev\?tab=faults$/)
  await expect(page.getByRole('button', { name: 'Turn off errors for offering' })).toBeVisible()
  await page.goBack()
  await expect(page.getByText('500 Internal Server Error Occured')).toBeVisible({ timeout: 20_000 })

  // Turned off (through the same endpoint the tab uses), Retry on the failed list succeeds.
  await page.evaluate(() => fetch('/api/__mock__/faults', { method: 'DELETE' }))
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('table', { name: 'Offerings' })).toBeVisible()
  await expect(page.getByTestId('fault-indicator')).toHaveCount(0)
})
