import path from 'node:path'
import type { TestInfo } from '@playwright/test'

/*
 * Signing in once per role (docs/decisions/219-browser-tests-sign-in-once.md): the setup project
 * (signed-in.setup.ts) signs in through the form once per run and saves the context's state, the
 * session in localStorage and the mocked backend's database in IndexedDB. A spec that is not about
 * signing in starts each test signed in with `test.use(signedIn('admin'))`: every test still gets
 * its own context, so its own service worker and its own copy of that freshly seeded database.
 */

export type SignedInAccount = 'admin' | 'staff'

/** Where each role lands after signing in; the setup waits for it before saving the state. */
export const HOMES: Record<SignedInAccount, RegExp> = {
  admin: /\/dashboard\/offerings$/,
  staff: /\/staff\/dashboard$/,
}

/** The saved state of `account`, in this run's output folder (a run with `--output` keeps its own). */
export const signedInFile = (testInfo: Pick<TestInfo, 'project'>, account: SignedInAccount) =>
  path.join(testInfo.project.outputDir, '.signed-in', `${account}.json`)

/** `test.use(signedIn('admin'))`: the spec's tests start signed in as `account`. */
export function signedIn(account: SignedInAccount) {
  // Playwright reads a fixture's needs from its first parameter's names: it needs none but must be an object pattern.
  return {
    storageState: async ({ baseURL: _baseURL }: { baseURL?: string }, provide: (file: string) => Promise<void>, testInfo: TestInfo) =>
      provide(signedInFile(testInfo, account)),
  }
}
