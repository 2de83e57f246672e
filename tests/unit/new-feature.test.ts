import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { featureEdits, featureFiles, featureNames, leftToDo, registerArea, registerHandler } from '../../scripts/new-feature.mjs'

// The whole generated feature is compiled, linted and tested in a copy of the tree by
// `npm run test:generator` (scripts/check-generator.mjs); these checks are the fast part.
const files = featureFiles('offering-notes')
const read = (path: string) => readFileSync(path, 'utf8')
const generated = (path: string) => {
  const text = files[path]
  if (text === undefined) throw new Error(`${path} is not generated`)
  return text
}

describe('npm run new:feature', () => {
  it('names a feature from its kebab-case name and refuses anything else', () => {
    expect(featureNames('offering-notes')).toEqual({
      kebab: 'offering-notes',
      camel: 'offeringNotes',
      pascal: 'OfferingNotes',
      title: 'Offering notes',
      words: 'offering notes',
      model: 'offeringnotes',
    })
    expect(() => featureNames('Offering_Notes')).toThrow(/kebab-case/)
  })

  it('writes the whole anatomy: contract, feature, guarded routes, six catalogs, mock seed and handler, tests', () => {
    const languages = readdirSync('src/shared/i18n/locales').sort()
    expect(Object.keys(files).sort()).toEqual(
      [
        'contract/endpoints/offering-notes.ts',
        'contract/offering-notes.ts',
        'mocks/handlers/offering-notes.ts',
        'mocks/seed/offering-notes.ts',
        'src/features/offering-notes/api.ts',
        'src/features/offering-notes/components/offering-notes-form.tsx',
        'src/features/offering-notes/components/offering-notes-page.tsx',
        'src/features/offering-notes/mutations.ts',
        'src/features/offering-notes/queries.ts',
        'src/features/offering-notes/schemas.ts',
        'src/routes/_app/dashboard/offering-notes/add.tsx',
        'src/routes/_app/dashboard/offering-notes/edit.$id.tsx',
        'src/routes/_app/dashboard/offering-notes/index.tsx',
        ...languages.map((lang) => `src/shared/i18n/locales/${lang}/offering-notes.json`),
        'tests/integration/offering-notes.test.tsx',
        'tests/mocks/offering-notes.test.ts',
      ].sort(),
    )
    expect(Object.values(files).join('\n')).not.toMatch(/__[a-zA-Z]__/)
  })

  it('emits today’s style: list view, useAppForm with the shared submit hook, guards, message keys, types from the contract', () => {
    const page = generated('src/features/offering-notes/components/offering-notes-page.tsx')
    const form = generated('src/features/offering-notes/components/offering-notes-form.tsx')
    expect(page).toContain('<ListView')
    expect(form).toMatch(/useAppForm<OfferingNotesValues>\(/)
    expect(form).toContain('useFormSubmit(form,')
    expect(form).not.toMatch(/\buseForm\b|handleSubmit|register\(/)
    // No hard-coded English: every text of the screens is a message key of the area (or a shared one).
    for (const screen of [page, form]) {
      expect(screen).not.toMatch(/>\s*[A-Z][a-z]+[^<{]*</)
      expect(screen).not.toMatch(/(title|label|description|header)="/)
    }
    const english = JSON.parse(generated('src/shared/i18n/locales/en/offering-notes.json')) as Record<string, string>
    for (const key of Object.keys(english))
      expect(`${page}\n${form}\n${generated('src/features/offering-notes/schemas.ts')}`).toContain(`'${key}'`)
    for (const [action, route] of [
      ['view', 'index'],
      ['add', 'add'],
      ['change', 'edit.$id'],
    ])
      expect(generated(`src/routes/_app/dashboard/offering-notes/${route}.tsx`)).toContain(
        `requirePermission(context, '${action}', 'offeringNotes')`,
      )
    // The temple id of a dashboard route is never null: no check for it.
    expect(Object.values(files).join('\n')).not.toContain('!== null')
    expect(generated('src/features/offering-notes/schemas.ts')).toContain(
      "import type { OfferingNotes as OfferingNotesWire } from '@contract/offering-notes'",
    )
    expect(generated('src/features/offering-notes/schemas.ts')).toContain('Camel<z.output<typeof OfferingNotesWire>>')
  })

  it('keeps the layers: features import shared, session and the contract (types); the mock never imports src/', () => {
    expect(generated('mocks/handlers/offering-notes.ts')).not.toMatch(/from '@\/|src\//)
    expect(generated('contract/offering-notes.ts').match(/from '[^']+'/g)).toEqual(["from 'zod'", "from './common'"])
    const imports = Object.entries(files)
      .filter(([path]) => path.startsWith('src/features/'))
      .flatMap(([, text]) => text.match(/from '@(?:\/|contract\/)[\w-]+/g) ?? [])
    expect(new Set(imports)).toEqual(new Set(["from '@/shared", "from '@/session", "from '@contract/offering-notes"]))
  })

  it('joins every registry of the tree as it is today', () => {
    const edits = featureEdits('offering-notes')
    const changed = Object.fromEntries(Object.entries(edits).map(([path, edit]) => [path, edit(read(path), path)]))
    expect(generated('contract/endpoints/offering-notes.ts')).toContain(
      "...model(area('offering-notes', 'temple'), 'OfferingNotes', '/temple/t-admin/offering-notes/', OfferingNotes, OfferingNotesBody, { noun: 'offering note', plural: 'OfferingNotesList' }),",
    )
    expect(generated('contract/endpoints/offering-notes.ts')).toContain(
      "import { OfferingNotes, OfferingNotesBody } from '../offering-notes'",
    )
    expect(changed['contract/endpoints/index.ts']).toContain("import { offeringNotesEndpoints } from './offering-notes'")
    expect(changed['contract/endpoints/index.ts']).toContain('...staffEndpoints,\n  ...offeringNotesEndpoints,\n]\n')
    expect(changed['scripts/contract.ts']).toContain(`  'offering-notes': "The temple's offering notes",`)
    expect(changed['src/shared/i18n/keys.ts']).toMatch(
      /import type offeringNotes from '\.\/locales\/en\/offering-notes\.json'\n[\s\S]*\| keyof typeof offeringNotes\n$/,
    )
    expect(changed['src/routes/-areas.ts']).toContain(
      "  '/_app/dashboard/offering-notes': ['offering-notes'],\n  '/_app/dashboard/offering-orders'",
    )
    expect(changed['src/session/permissions.ts']).toContain("  offeringNotes: 'offeringnotes',\n} as const")
    expect(changed['src/features/users/schemas.ts']).toContain(
      "{ key: 'offeringnotes', label: msg('users.permissions.groups.offeringNotes') },\n  { key: 'reports',",
    )
    for (const lang of readdirSync('src/shared/i18n/locales'))
      expect(JSON.parse(changed[`src/shared/i18n/locales/${lang}/users.json`]!)).toHaveProperty(['users.permissions.groups.offeringNotes'])
    expect(changed['mocks/permissions.ts']).toContain("  offeringnotes: 'offering notes',\n} as const")
    expect(changed['mocks/schema.ts']).toMatch(
      /export interface OfferingNotesRow \{[\s\S]*offeringNotes: OfferingNotesRow\n\}[\s\S]*'offeringNotes',\n\] as const/,
    )
    expect(changed['mocks/seed/index.ts']).toContain('offeringNotes: seedOfferingNotes(temples),')
    expect(changed['mocks/serializers.ts']).toContain(
      'export function serializeOfferingNotes(urls: Urls, row: OfferingNotesRow): z.output<typeof OfferingNotes> {',
    )
    expect(changed['tests/unit/users-schemas.test.ts']).toContain("'Transaction config',\n      'Offering notes',")
  })

  it('registers the handler in mocks/handlers/index.ts and the area in TEMPLE_AREAS', () => {
    const index = read('mocks/handlers/index.ts')
    const next = registerHandler(index, 'offering-notes')
    expect(next).toContain("import { offeringNotesRoutes } from './offering-notes'\n\nexport interface HandlerOptions")
    expect(next).toMatch(/\.\.\.offeringNotesRoutes,\n\]\n\n\/\*\* ROUTES plus/)
    const scope = read('src/shared/api/query-scope.ts')
    expect(registerArea(scope, 'offering-notes')).toContain("  'donation-receipts',\n  'offering-notes',\n] as const\n")
  })

  it('refuses a name a registry already has', () => {
    expect(() => registerArea(read('src/shared/api/query-scope.ts'), 'deities')).toThrow(/already has/)
    const edits = featureEdits('deity')
    expect(() => edits['mocks/permissions.ts']!(read('mocks/permissions.ts'), 'mocks/permissions.ts')).toThrow(/already has/)
  })

  it('refuses a name that exists, writing nothing, and says what it wrote and what is left to do', () => {
    const root = mkdtempSync(join(tmpdir(), 'new-feature-'))
    try {
      mkdirSync(join(root, 'src/features/deities'), { recursive: true })
      const run = spawnSync(process.execPath, [join(process.cwd(), 'scripts/new-feature.mjs'), 'deities'], { cwd: root, encoding: 'utf8' })
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('"deities" exists already: src/features/deities')
      expect(readdirSync(root)).toEqual(['src'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
    expect(leftToDo('offering-notes').join('\n')).toMatch(/src\/layout\/nav-items\.ts[\s\S]*spec's exact strings[\s\S]*Translate/)
  })
})
