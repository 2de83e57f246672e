import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { featureFiles, featureNames, registerArea, registerHandler } from '../../scripts/new-feature.mjs'

describe('npm run new:feature', () => {
  it('names a feature from its kebab-case name and refuses anything else', () => {
    expect(featureNames('offering-notes')).toEqual({
      kebab: 'offering-notes',
      camel: 'offeringNotes',
      pascal: 'OfferingNotes',
      title: 'Offering notes',
    })
    expect(() => featureNames('Offering_Notes')).toThrow(/kebab-case/)
  })

  it('writes the house layout: feature folder, thin route, mock handler and a test', () => {
    const files = featureFiles('offering-notes')
    expect(Object.keys(files).sort()).toEqual([
      'mocks/handlers/offering-notes.ts',
      'src/features/offering-notes/api.ts',
      'src/features/offering-notes/components/offering-notes-page.tsx',
      'src/features/offering-notes/mutations.ts',
      'src/features/offering-notes/queries.ts',
      'src/features/offering-notes/schemas.ts',
      'src/routes/_app/dashboard/offering-notes/index.tsx',
      'tests/mocks/offering-notes.test.ts',
    ])
    expect(files['src/features/offering-notes/queries.ts']).toContain("all: (templeId: number) => templeScope(templeId, 'offering-notes')")
    expect(files['src/routes/_app/dashboard/offering-notes/index.tsx']).toContain("createFileRoute('/_app/dashboard/offering-notes/')")
    // The mocked backend never imports src/, and features import only shared code and session.
    expect(files['mocks/handlers/offering-notes.ts']).not.toMatch(/from '@\/|src\//)
    expect(
      Object.entries(files)
        .filter(([path]) => path.startsWith('src/features/'))
        .flatMap(([, text]) => text.match(/from '@\/[\w-]+/g) ?? []),
    ).toSatisfy((imports: string[]) => imports.every((from) => from === "from '@/shared" || from === "from '@/session"))
  })

  it('registers the handler in mocks/handlers/index.ts', () => {
    const index = readFileSync('mocks/handlers/index.ts', 'utf8')
    const next = registerHandler(index, 'offering-notes')
    expect(next).toContain("import { offeringNotesRoutes } from './offering-notes'\n\nexport interface HandlerOptions")
    expect(next).toMatch(/\.\.\.offeringNotesRoutes,\n\]\n\n\/\*\* ROUTES plus/)
    expect(next.split('\n').length).toBe(index.split('\n').length + 2)
  })

  it('adds the area to TEMPLE_AREAS in src/shared/api/query-scope.ts', () => {
    const scope = readFileSync('src/shared/api/query-scope.ts', 'utf8')
    const next = registerArea(scope, 'offering-notes')
    expect(next).toContain("  'donation-receipts',\n  'offering-notes',\n] as const\n")
    expect(next.split('\n').length).toBe(scope.split('\n').length + 1)
  })
})
