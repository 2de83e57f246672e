import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { boundaryConfig } from '../../eslint.boundaries.js'

/**
 * The lint guards must keep failing on what they forbid: a cross-feature import, an import
 * against the layers, a cycle (ESLint, eslint.boundaries.js) and a dead export (knip). Each case
 * lives once in tests/fixtures, which the normal lint skips.
 */
// Vitest runs from the project root (vite.config.ts).
const repo = process.cwd()
const fixture = join(repo, 'tests/fixtures/boundaries')

async function lintFixture(file: string) {
  const eslint = new ESLint({
    cwd: fixture,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, boundaryConfig(fixture, ['**/*.ts'])],
  })
  const [result] = await eslint.lintFiles([file])
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('import boundaries and the cycle check', () => {
  it('fail on a cross-feature import, by alias or relative path', async () => {
    expect(await lintFixture('src/features/alpha/cross-feature.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/),
    ])
    expect(await lintFixture('src/features/alpha/cross-feature-relative.ts')).toEqual([
      expect.stringMatching(/Features do not import each other/),
    ])
  })

  it('let a feature import itself', async () => {
    expect(await lintFixture('src/features/alpha/own-feature.ts')).toEqual([])
  })

  it('fail on imports against the layers', async () => {
    expect(await lintFixture('src/features/alpha/imports-route.ts')).toEqual([
      expect.stringMatching(/Features sit below routes, app and layout/),
    ])
    expect(await lintFixture('src/shared/uses-session.ts')).toEqual([expect.stringMatching(/shared imports nothing of ours/)])
    expect(await lintFixture('src/session/uses-feature.ts')).toEqual([expect.stringMatching(/session sits below features/)])
    expect(await lintFixture('mocks/handler.ts')).toEqual([expect.stringMatching(/mocks\/ is the server/)])
  })

  it('fail on an import cycle', async () => {
    expect(await lintFixture('src/shared/cycle-a.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)])
  })

  it('are what the project lint runs', async () => {
    const eslint = new ESLint({ cwd: repo })
    const [result] = await eslint.lintText("import { bankApi } from '@/features/bank/api'\n\nexport const probe = bankApi\n", {
      filePath: join(repo, 'src/features/auth/boundary-probe.ts'),
    })
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-restricted-paths')
  })
})

describe('knip', () => {
  it('fails on a dead export', async () => {
    const knip = join(repo, 'node_modules/knip/bin/knip.js')
    const run = promisify(execFile)(process.execPath, [knip, '--directory', 'tests/fixtures/knip', '--no-progress'], { cwd: repo })
    await expect(run).rejects.toMatchObject({ code: 1, stdout: expect.stringMatching(/Unused exports \(1\)\s+deadExport\s+src\/lib\.ts/) })
  })
})

describe('one limit for the async waits of unit and integration tests', () => {
  async function ruleIds(code: string, file: string) {
    const eslint = new ESLint({ cwd: repo })
    const [result] = await eslint.lintText(code, { filePath: join(repo, file) })
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${m.ruleId}: ${m.message}`)
  }
  const waits = [
    "await screen.findByText('Saved', {}, { timeout: 5000 })",
    "await within(document.body).findAllByRole('row', { name: /Ravi/ }, { timeout: 8000 })",
    'await waitFor(() => expect(document.title).toBe("Offerings"), { timeout: 3000 })',
    "await waitForPath(app.router, '/login', 8000)",
  ]

  it.each(waits)('fails on a limit of its own: %s', async (wait) => {
    const code = `import { screen, waitFor, within } from '@testing-library/react'\nimport { expect } from 'vitest'\nimport { renderApp, waitForPath } from '../render'\n\nconst app = renderApp('/')\n${wait}\n`
    expect(await ruleIds(code, 'tests/integration/timeout-probe.test.tsx')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*as long as tests\/setup\.ts says/),
    ])
  })

  it('fails on user-event set up outside setupUser', async () => {
    const code = "import userEvent from '@testing-library/user-event'\n\nexport const user = userEvent.setup()\n"
    expect(await ruleIds(code, 'tests/integration/user-event-probe.test.tsx')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Set user-event up with setupUser\(\)/),
    ])
    const direct = "import userEvent from '@testing-library/user-event'\n\nawait userEvent.type(document.body, 'x')\n"
    expect(await ruleIds(direct, 'tests/integration/user-event-probe.test.tsx')).toHaveLength(1)
  })

  it('lets browser tests and a test file set their own', async () => {
    const browser =
      "import { expect, test } from '@playwright/test'\n\ntest('x', async ({ page }) => {\n  await expect(page.getByText('Saved')).toBeVisible({ timeout: 10_000 })\n})\n"
    expect(await ruleIds(browser, 'tests/e2e/timeout-probe.spec.ts')).toEqual([])
    const long = "import { it } from 'vitest'\n\nit('a long journey', { timeout: 90_000 }, async () => {})\n"
    expect(await ruleIds(long, 'tests/integration/timeout-probe.test.tsx')).toEqual([])
  })
})
