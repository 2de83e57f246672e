#!/usr/bin/env node
/**
 * `npm run test:generator`: proves `npm run new:feature` writes a feature that passes the house's
 * checks. Copies the tree (the files git knows, committed or not) into a scratch folder with
 * node_modules linked, generates `festival` there, then runs in the copy: the route tree and the
 * typecheck, ESLint on every file the generator wrote or changed, knip, jscpd, Prettier, the
 * contract check, the generated tests and the tests of the registries it joined. A second run of
 * the generator must refuse the name. The folder is removed at the end, pass or fail.
 * `KEEP_SCRATCH=1` keeps it to look at; `GENERATOR_NAME` picks another name.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const NAME = process.env.GENERATOR_NAME ?? 'festival'

/** The tests that read every area's registry entries: catalogs, route areas, contract, scopes, permissions. */
const REGISTRY_TESTS = [
  'tests/unit/i18n-catalogs.test.ts',
  'tests/unit/route-areas.test.ts',
  'tests/unit/contract.test.ts',
  'tests/unit/openapi.test.ts',
  'tests/unit/query-scope.test.ts',
  'tests/unit/permissions.test.ts',
  'tests/unit/users-schemas.test.ts',
  'tests/mocks/seed.test.ts',
  'tests/mocks/temples.test.ts',
]

function run(cwd, command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
}

/** One command's output and exit, kept to print once it ends (commands run side by side). */
function runQuietly(cwd, command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status, signal) => done({ line: `${command} ${args.join(' ')}`, output, status: status ?? signal }))
  })
}

/**
 * Runs the commands two at a time (each keeps one core busy: tsc, ESLint, knip, jscpd), printing
 * each one's output in the given order; throws after all have ended if any failed.
 */
async function runInPairs(cwd, commands) {
  const results = []
  let next = 0
  const lane = async () => {
    while (next < commands.length) {
      const index = next++
      results[index] = await runQuietly(cwd, ...commands[index])
    }
  }
  await Promise.all([lane(), lane()])
  const failed = []
  for (const { line, output, status } of results) {
    console.log(`\n$ ${line}\n${output}`)
    if (status !== 0) failed.push(`${line} failed (exit ${status})`)
  }
  if (failed.length > 0) throw new Error(failed.join('\n'))
}

function copyTree(to) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  for (const path of listed.split('\0').filter(Boolean)) {
    if (path === 'node_modules') continue
    mkdirSync(dirname(join(to, path)), { recursive: true })
    try {
      copyFileSync(join(ROOT, path), join(to, path))
    } catch (error) {
      // A file deleted in the work tree but still in the index is not part of the tree being checked.
      if (error.code !== 'ENOENT') throw error
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(to, 'node_modules'))
}

const scratch = mkdtempSync(join(tmpdir(), 'generator-check-'))
let failed = false
try {
  copyTree(scratch)
  const generated = spawnSync(process.execPath, ['scripts/new-feature.mjs', NAME], { cwd: scratch, encoding: 'utf8' })
  process.stdout.write(generated.stdout)
  process.stderr.write(generated.stderr)
  if (generated.status !== 0) throw new Error('the generator failed')
  for (const part of ['Wrote:', 'Changed:', 'Left to do by hand:', 'src/layout/nav-items.ts'])
    if (!generated.stdout.includes(part)) throw new Error(`the generator's report lacks "${part}"`)
  const again = spawnSync(process.execPath, ['scripts/new-feature.mjs', NAME], { cwd: scratch, encoding: 'utf8' })
  if (again.status === 0 || !again.stderr.includes('exists already')) throw new Error('a second run did not refuse the taken name')

  // What the generator wrote or changed: the paths its report lists.
  const listed = generated.stdout
    .split('\n')
    .filter((line) => /^ {2}[\w@.$/-]+$/.test(line))
    .map((line) => line.trim())
  const code = listed.filter((path) => /\.(ts|tsx|mjs)$/.test(path))
  if (code.length < 20) throw new Error(`the generator's report lists ${code.length} code files`)

  run(scratch, 'node', ['scripts/routes.mjs'])
  await runInPairs(scratch, [
    ['npx', ['tsc', '-b', '--noEmit']],
    ['npx', ['eslint', '--max-warnings=0', ...code]],
    ['npx', ['knip', '--no-progress']],
    ['npx', ['jscpd', '--silent']],
    ['npx', ['prettier', '--check', '--log-level', 'warn', ...listed.filter((path) => path !== 'contract/openapi.json')]],
    ['npm', ['run', '-s', 'contract:check']],
  ])
  run(scratch, 'npx', ['vitest', 'run', `tests/mocks/${NAME}.test.ts`, `tests/integration/${NAME}.test.tsx`, ...REGISTRY_TESTS])
  console.log(`\nThe generated "${NAME}" passes typecheck, lint, the contract check and its tests.`)
} catch (error) {
  failed = true
  console.error(`\n${error instanceof Error ? error.message : error}`)
} finally {
  if (process.env.KEEP_SCRATCH === '1') console.log(`kept ${scratch}`)
  else rmSync(scratch, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
