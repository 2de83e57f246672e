import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CHUNK_GROUPS,
  DEV_FOOTER_FILES,
  FORM_PACKAGES,
  KIT_COMPONENTS,
  KIT_FILES,
  KIT_RECIPES,
  MOCK_FILE_PACKAGES,
  MOCK_PACKAGES,
  RUNTIME_PACKAGES,
  SCREEN_COMPONENTS,
  SHELL_COMPONENTS,
  STYLE_PACKAGES,
  USERS_ACCESS_FILES,
} from '../../scripts/chunk-groups'

/**
 * The build's chunk groups name files, packages and Chakra components. A name that no longer
 * exists (a renamed file, a package that moved) would drop its modules out of their group without
 * a word, and the first load would grow or split: each name must exist.
 */
const ROOT = join(import.meta.dirname, '../..')
const CHAKRA = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm')
const missing = (paths: string[]) => paths.filter((path) => !existsSync(join(ROOT, path)))

describe('chunk groups (scripts/chunk-groups.ts)', () => {
  it('every file a group names exists', () => {
    expect(missing([...KIT_FILES, ...DEV_FOOTER_FILES, ...USERS_ACCESS_FILES])).toEqual([])
  })

  it('every package a group names is installed', () => {
    const all = [...RUNTIME_PACKAGES, ...FORM_PACKAGES, ...MOCK_PACKAGES, ...MOCK_FILE_PACKAGES, ...STYLE_PACKAGES]
    expect(missing(all.map((name) => `node_modules/${name}`))).toEqual([])
  })

  it('every Chakra component and recipe a group names exists', () => {
    const components = [...SHELL_COMPONENTS, ...SCREEN_COMPONENTS, ...KIT_COMPONENTS]
    expect(components.filter((name) => !existsSync(join(CHAKRA, 'components', name)))).toEqual([])
    expect(KIT_RECIPES.filter((name) => !existsSync(join(CHAKRA, 'theme/recipes', `${name}.js`)))).toEqual([])
  })

  it('sends a module to the group its name says', () => {
    // A group tagged `$initial` takes only what the entry imports statically (`initial`).
    const groupOf = (id: string, initial = false) =>
      CHUNK_GROUPS.filter((group) => initial || !('tags' in group))
        .filter((group) => (typeof group.test === 'function' ? group.test(id) : group.test.test(id)))
        .sort((a, b) => b.priority - a.priority)[0]?.name
    expect(groupOf('/p/node_modules/react-dom/cjs/react-dom-client.production.js', true)).toBe('runtime')
    expect(groupOf('/p/node_modules/@tanstack/query-core/build/modern/mutation.js')).toBe('runtime-screens')
    expect(groupOf('/p/node_modules/@chakra-ui/react/dist/esm/components/table/table.js')).toBe('ui-screens')
    expect(groupOf('/p/node_modules/@chakra-ui/react/dist/esm/components/button/button.js')).toBe('ui')
    expect(groupOf('/p/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js')).toBe('ui')
    expect(groupOf('/p/node_modules/@chakra-ui/react/dist/esm/components/dialog/dialog.js')).toBeUndefined()
    expect(groupOf('/p/node_modules/@mswjs/interceptors/lib/index.mjs')).toBe('mock')
    expect(groupOf('/p/node_modules/tldts-core/dist/index.js')).toBe('mock')
    // The file writers load in the page on demand; what describes the files stays in the worker (decision 228).
    expect(groupOf('/p/node_modules/jspdf/dist/jspdf.es.min.js')).toBe('mock-files')
    expect(groupOf('/p/mocks/files/render.ts')).toBe('mock-files')
    expect(groupOf('/p/mocks/files/fonts/DejaVuSans-subset.ttf?inline')).toBe('mock-files')
    expect(groupOf('/p/mocks/files/renderer.ts')).toBe('mock')
    expect(groupOf('/p/mocks/files/store.ts')).toBe('mock')
    expect(groupOf('/p/src/shared/lib/money.ts')).toBe('kit')
    expect(groupOf('C:\\p\\src\\layout\\footer.tsx')).toBe('kit')
    expect(groupOf('/p/src/features/offerings/api.ts', true)).toBe('app')
    expect(groupOf('/p/src/features/offerings/components/offerings-page.tsx')).toBeUndefined()
    // The demo's footer tools and the bell's users modules: one file each (decision 233); the
    // fault badge loads on its own, once a fault is on.
    expect(groupOf('/p/src/features/dev-tools/components/fault-indicator.tsx')).toBe('demo-tools')
    expect(groupOf('/p/src/shared/i18n/use-area-messages.ts')).toBe('demo-tools')
    expect(groupOf('/p/src/features/dev-tools/components/fault-badge.tsx')).toBeUndefined()
    expect(groupOf('/p/src/features/users/without-access.ts')).toBe('users-access')
    expect(groupOf('/p/src/features/users/queries.ts')).toBeUndefined()
  })
})
