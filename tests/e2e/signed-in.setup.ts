import { expect, test as setup } from '@playwright/test'
import { login } from './helpers'
import { HOMES, signedInFile } from './signed-in'

// Once per run, before the other tests (playwright.config.ts, project "signed in"): each role signs
// in through the form and its context's state is saved, IndexedDB included (the mocked backend's
// database), for the specs that are not about signing in.
for (const account of ['admin', 'staff'] as const) {
  setup(`sign in as ${account} and keep the state`, async ({ page }, testInfo) => {
    await login(page, account)
    await expect(page).toHaveURL(HOMES[account])
    await expect(page.getByRole('heading').first()).toBeVisible()
    await page.context().storageState({ path: signedInFile(testInfo, account), indexedDB: true })
  })
}
