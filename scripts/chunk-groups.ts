/**
 * How the build groups modules into chunks (vite.config.ts passes CHUNK_GROUPS to Rolldown's
 * `codeSplitting.groups`). Fewer, larger chunks on the critical path (docs/decisions/080,
 * 134, 142): the runtime every page needs, and the UI kit pieces shared by many screens, each as
 * one file instead of dozens of tiny shared chunks. Heavy widgets only some screens open (dialogs,
 * menus, popovers, forms) stay in their own lazily loaded chunks.
 *
 * Every rule here exists only to save bytes or requests (docs/performance.md lists each with its
 * figure). The groups name files, packages and Chakra components by name, so a rename would
 * silently drop a module out of its group: tests/unit/chunk-groups.test.ts fails when a name
 * below no longer exists.
 */

/** The packages of the runtime (React, the router, the query client, ky). */
export const RUNTIME_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  '@tanstack/react-router',
  '@tanstack/router-core',
  '@tanstack/history',
  '@tanstack/store',
  '@tanstack/react-store',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'ky',
]

/** The packages of the forms group. */
export const FORM_PACKAGES = ['react-hook-form', '@hookform/resolvers', 'zod']

/** The mocked backend's packages (a scope stands for all its packages): only the mock's service worker loads them. */
export const MOCK_PACKAGES = [
  'msw',
  '@mswjs',
  'tough-cookie',
  '@open-draft',
  'headers-polyfill',
  'outvariant',
  'path-to-regexp',
  'rettime',
  'strict-event-emitter',
  'set-cookie-parser',
  'cookie',
  'statuses',
  'until-async',
  'is-node-process',
  'graphql',
]

/** The style engine's packages (part of the entry, `ui`). */
export const STYLE_PACKAGES = ['@emotion', '@pandacss', 'stylis', 'react-is']

/** Chakra's plain (state-machine free) components the shell shows: part of the entry (`ui`). */
export const SHELL_COMPONENTS = [
  'box',
  'flex',
  'stack',
  'text',
  'heading',
  'button',
  'center',
  'badge',
  'card',
  'skeleton',
  'spinner',
  'link',
  'image',
  'native-select',
  'icon',
  'alert',
  'input',
  'kbd',
  'visually-hidden',
  'show',
  'client-only',
  'for',
  'span',
  'float',
  'absolute-center',
]

/** Chakra's plain components only screens show (`ui-screens`, loaded with the screens' chunks). */
export const SCREEN_COMPONENTS = [
  'grid',
  'simple-grid',
  'table',
  'empty-state',
  'textarea',
  'separator',
  'code',
  'list',
  'stat',
  'status',
  'wrap',
  'bleed',
  'container',
  'aspect-ratio',
  'mark',
  'em',
  'blockquote',
]

/** The small pieces most screens share (`kit`): our files, and the Chakra input group's parts. */
export const KIT_FILES = [
  'src/shared/lib/dates.ts',
  'src/shared/lib/money.ts',
  'src/shared/lib/block-period.ts',
  'src/shared/lib/today.ts',
  'src/shared/ui/page.tsx',
  'src/shared/ui/filter-bar.tsx',
  'src/shared/ui/delete-confirm.tsx',
  'src/shared/ui/card-page.tsx',
  'src/shared/ui/demo-only.tsx',
  'src/layout/nav-items.ts',
  'src/layout/footer.tsx',
  'src/layout/logo.tsx',
  'src/layout/dev-tools-slot.tsx',
  'src/layout/no-temple.tsx',
  'src/session/permission-checks.ts',
  // The header's bell reads the bank account's cache by this key on every temple page (decision 225).
  'src/features/bank/keys.ts',
]
export const KIT_COMPONENTS = ['group', 'input-group', 'input-addon', 'input-element']
export const KIT_RECIPES = ['input-addon']

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const SEP = '[\\\\/]'
const alternatives = (names: readonly string[]) => names.map((name) => escape(name).replace(/\//g, SEP)).join('|')
const packages = (names: readonly string[]) => new RegExp(`node_modules${SEP}(${alternatives(names)})${SEP}`)
const CHAKRA = `node_modules${SEP}@chakra-ui${SEP}react${SEP}dist${SEP}esm${SEP}`
const components = (names: readonly string[]) => new RegExp(`${CHAKRA}components${SEP}(${alternatives(names)})${SEP}`)

/**
 * The packages that write the mock's files: jsPDF and its dependencies (not @babel/runtime, whose
 * helpers the style engine shares).
 */
export const MOCK_FILE_PACKAGES = ['jspdf', 'fflate', 'fast-png', 'iobuffer', 'pako']

const RUNTIME = packages(RUNTIME_PACKAGES)
const MOCK_FILE_WRITERS = (id: string) =>
  packages(MOCK_FILE_PACKAGES).test(id) ||
  /[\\/]mocks[\\/]files[\\/](render|pdf|receipts|priest-list|report|xlsx|words)\.ts$|[\\/]mocks[\\/]files[\\/]fonts[\\/]/.test(id)
/** A module id that is `file` (a path from the project's root), on any OS. */
const filePattern = (file: string) => new RegExp(`${SEP}${escape(file).replace(/\//g, SEP)}$`)
const KIT = [
  ...KIT_FILES.map(filePattern),
  components(KIT_COMPONENTS),
  new RegExp(`${CHAKRA}theme${SEP}recipes${SEP}(${alternatives(KIT_RECIPES)})\\.js$`),
]

/** The demo's footer tools and the hook that loads their messages (decision 233). */
export const DEV_FOOTER_FILES = [
  'src/features/dev-tools/components/dev-footer.tsx',
  'src/features/dev-tools/components/fault-indicator.tsx',
  'src/features/dev-tools/components/reset-demo.tsx',
  'src/features/dev-tools/mock-call.ts',
  'src/features/dev-tools/types.ts',
  'src/shared/i18n/use-area-messages.ts',
]
/** The users area's modules the header's bell loads (decision 233). */
export const USERS_ACCESS_FILES = ['src/features/users/keys.ts', 'src/features/users/members.ts', 'src/features/users/without-access.ts']
const files = (list: readonly string[]) => {
  const patterns = list.map(filePattern)
  return (id: string) => patterns.some((pattern) => pattern.test(id))
}
const DEV_FOOTER = files(DEV_FOOTER_FILES)
const USERS_ACCESS = files(USERS_ACCESS_FILES)

export const CHUNK_GROUPS = [
  // What the entry runs of the runtime (`$initial`: statically imported from index.html's entry)...
  { name: 'runtime', test: RUNTIME, tags: ['$initial' as const], priority: 30 },
  // ...and the rest of it, which only route chunks use (mutations, the unsaved-changes blocker):
  // one file, loaded with them and in parallel (docs/decisions/134-entry-chunk-diet.md).
  { name: 'runtime-screens', test: RUNTIME, priority: 29 },
  { name: 'forms', test: packages(FORM_PACKAGES), priority: 20 },
  // The page's side of the mocked backend (it registers the worker) and the constants both sides share.
  { name: 'mock-page', test: /[\\/]mocks[\\/](browser|worker-messages)\.ts$/, priority: 25 },
  // What the app and the mocked backend share (contract/: the spec's fixed lists). Without a group
  // of its own, the build put it in the worker's entry, and pages that use it (orders, receipts,
  // reports) imported /mock-sw.js, the whole worker, into the page.
  { name: 'contract', test: /[\\/]contract[\\/]/, priority: 26 },
  // The writers of the mock's files (PDF, XLSX, fonts): the demo's page loads them when the worker
  // asks it for a file, never during a first load; the worker has none of them (decision 228).
  { name: 'mock-files', test: MOCK_FILE_WRITERS, priority: 21 },
  // The mocked backend: only the mock's service worker loads it (its packages, tldts* included).
  {
    name: 'mock',
    test: (id: string) => packages(MOCK_PACKAGES).test(id) || /node_modules[\\/]tldts[^\\/]*[\\/]|[\\/]mocks[\\/]/.test(id),
    priority: 20,
  },
  // The style engine and the plain (state-machine free) components the shell shows: layout,
  // sidebar, header, login and public pages, error and loading states (part of the entry).
  {
    name: 'ui',
    test: (id: string) =>
      /[\\/]src[\\/]app[\\/]recipe-registry\.ts$/.test(id) ||
      packages(STYLE_PACKAGES).test(id) ||
      new RegExp(`${CHAKRA}(?!components${SEP}|theme${SEP}recipes${SEP})`).test(id) ||
      components(SHELL_COMPONENTS).test(id),
    priority: 10,
  },
  // The plain components only screens show (tables, grids, empty states...): one file that the
  // screens' route chunks load, in parallel with them (docs/decisions/134-entry-chunk-diet.md).
  { name: 'ui-screens', test: components(SCREEN_COMPONENTS), priority: 10 },
  // The app's own modules the entry imports (session, API client, i18n, permissions...): one file
  // with the entry's static imports instead of one small chunk for each set of routes that also
  // uses them (decision 142).
  { name: 'app', test: /[\\/](src|contract)[\\/]/, tags: ['$initial' as const], priority: 9 },
  // The demo's footer tools (the link to /dev, the fault indicator, Reset demo data) and what only
  // they and the demo's other panels use: one file in the demo's first load, where the build made
  // three of a few hundred bytes each (decision 233).
  { name: 'demo-tools', test: DEV_FOOTER, priority: 3 },
  // What the header's bell needs of the users area (its keys, the "no access yet" rule, the query):
  // one file, loaded for administrators who manage users, where the build made three (decision 233).
  { name: 'users-access', test: USERS_ACCESS, priority: 3 },
  // The small pieces most screens share (page frame, filter bar, formats, footer, icons...): one
  // file loaded with the layouts, where the build made a request of half a kilobyte for each. A
  // request costs a round trip whatever its size; these weigh 12 KB in all, most of which a list
  // page needs anyway (decision 142).
  { name: 'kit', test: (id: string) => KIT.some((pattern) => pattern.test(id)), priority: 4 },
]
