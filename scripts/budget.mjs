#!/usr/bin/env node
/**
 * Size budget of the first load, computed from Vite's build manifest (not a timed test).
 *
 *   npm run build && npm run build:demo && npm run budget
 *   node scripts/budget.mjs --goals                                # the issue's goals instead
 *   node scripts/budget.mjs --dist dist-demo --route offerings     # one check, any folder
 *
 * A page's first load is the entry chunk, every chunk it imports statically (transitively), the
 * entry's dynamic imports other than routes and ON_DEMAND (in the demo build: the mocked backend,
 * which main.tsx starts at once) and, for a route, the split components of the route files from
 * the root to that route with their static imports. Sizes are gzip level 6 in KB of 1,000 bytes, the way the shared
 * perf tool counts them (its figures and these agree to the byte on the same build).
 *
 * The language's message catalog (one language of six; decisions 130 and 131) is counted apart:
 * a page loads the language's shell part and the parts of the areas its route shows
 * (src/routes/-areas.ts, read here), so the code checks print, beside their figure, the largest
 * language's shell part plus their route's areas; the catalog's own check is the heaviest page's
 * catalog (see BUDGETS).
 *
 * Each check has a goal (issue 10) and a ceiling (what the build weighs now plus a little room).
 * By default a build over its ceiling fails, so nothing grows unnoticed while the goals are not
 * met yet; `--goals` fails on the goals. Lower a ceiling whenever a change makes room.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The goals of issue 10 (docs/decisions/080-list-performance.md) and the ceilings CI enforces until
 * they are met: the measured size plus about 2 % (187.6 and 308.2 KB, decision 084; after issue 15's
 * shell and the catalogs 191.7 and 318.8 KB; after decisions 125–128, 190.6 and 313.4 KB of code;
 * with every screen's text extracted into the catalogs, 191.3 and 314.9 KB of code, the i18n
 * runtime included; after decision 134's entry diet, 180.7 and 311.5 KB, plus about 1 %). When a
 * goal is met, set its ceiling to the goal.
 *
 * Since decisions 131 and 137 both code checks count the page's message catalog too (the shell
 * part, and for the offerings list its areas): it is JS the page loads before it renders, and the
 * shared perf tool counts it. Production entry 181.6 + 6.8 KB = 188.4 KB (ceiling 190, goal not
 * met); demo offerings 231.5 + 10.1 KB = 241.6 KB: its goal is met, so its ceiling is the goal.
 * Each decision since then that moved a figure says so in its record (141, 142, 143, 162, 165, 194,
 * 215, 225, 228, 233; docs/performance.md lists them with their figures). Now: production entry
 * 187.0 KB, ceiling 187.0; demo offerings 238.4 KB (decision 233), ceiling 238.5: the figure
 * before issue 26, at 9b2d857.
 */
const BUDGETS = [
  { dist: 'dist', label: 'production build: JS that index.html loads', route: null, goalKb: 170, ceilingKb: 187.0 },
  {
    dist: 'dist-demo',
    label: 'demo build: first-load JS of /dashboard/offerings',
    route: ['src/routes/_app.tsx', 'src/routes/_app/dashboard.tsx', 'src/routes/_app/dashboard/offerings/index.tsx'],
    routeId: '/_app/dashboard/offerings/',
    goalKb: 250,
    ceilingKb: 238.5,
  },
  // The messages grow with the text, not the code: checked apart (decision 125). Before the split
  // per area (decision 131) a signed-in page loaded all 1,292 keys: 19.3 KB gzip in the largest
  // language of the production build (21.7 KB in the demo's, with the /dev panel's). Now no page
  // loads them all, so the check is what the heaviest page loads: the largest language's shell
  // part plus the areas of the route that shows the most (in Arabic: 6.8 KB of shell, and staff and
  // temple for the staff screens, 12.3 KB in all; the ceiling is that plus 2 %). It bounds what a page fetches, which is what a
  // user waits for; the sum of every area, which a long session may fetch bit by bit, is printed
  // beside it for information and grows with the text.
  {
    dist: 'dist',
    label: 'production build: the heaviest page’s catalog (largest language, shell part and its route’s areas)',
    route: ['src/routes/_app.tsx'],
    catalog: 'heaviest page',
    goalKb: 25,
    // 12.8 KB once the staff screens say why Reset is disabled, what to set for the plugin host,
    // that a copy failed and that a bank account was approved (issue 28); plus 2 %. 11.2 KB once the
    // signed-out pages' texts left the shell part (decision 194); 11.5 KB once the location field
    // reads a pasted map link and says why it cannot (issue 28 item 5: the temple area, which the
    // staff screens load for the location view); plus 2 %.
    ceilingKb: 11.7,
  },
]

/**
 * Dynamic imports of the entry that the first load does not fetch: the toast view loads with the
 * first notice or the first pointer/key press (src/shared/ui/toaster.tsx).
 */
const ON_DEMAND = ['src/shared/ui/toaster-view.tsx']

/**
 * Routes `--route` knows. The login page has no goal of its own: its first load is printed for
 * information (`info`), and never fails the run.
 */
const ROUTES = {
  offerings: { files: BUDGETS[1].route, routeId: BUDGETS[1].routeId },
  login: { files: ['src/routes/_public.tsx', 'src/routes/_public/login.tsx'], routeId: '/_public/login' },
}

/** The languages' catalogs (scripts/locales.ts): a page loads parts of exactly one of them. */
const CATALOG_PREFIX = 'virtual:locale/'

/**
 * The catalog areas by route id prefix, read from src/routes/-areas.ts (a plain literal there:
 * `'id': ['area', …]`), with its rule: a route loads the areas of every entry that is its id or an
 * ancestor folder of it.
 */
function readRouteAreas() {
  const source = readFileSync(new URL('../src/routes/-areas.ts', import.meta.url), 'utf8')
  const table = /ROUTE_AREAS[^=]*=\s*\{([\s\S]*?)\n\}/.exec(source)?.[1]
  if (!table) throw new Error('src/routes/-areas.ts: ROUTE_AREAS not found')
  const entries = [...table.matchAll(/'([^']+)':\s*\[([^\]]*)\]/g)].map(([, prefix, list]) => [
    prefix,
    [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]),
  ])
  if (entries.length === 0) throw new Error('src/routes/-areas.ts: ROUTE_AREAS has no entry this script can read')
  return new Map(entries)
}
const ROUTE_AREAS = readRouteAreas()
const covers = (prefix, id) => id === prefix || id.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)
const routeAreas = (id) => [...new Set([...ROUTE_AREAS].filter(([prefix]) => covers(prefix, id)).flatMap(([, areas]) => areas))]

const gzipOf = (dist, file) => gzipSync(readFileSync(join(dist, file)), { level: 6 }).length

function readManifest(dist) {
  const file = join(dist, '.vite', 'manifest.json')
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (vite.config.ts sets build.manifest)`)
  return JSON.parse(readFileSync(file, 'utf8'))
}

/**
 * Manifest keys of a route file and of its split component's chunk, which holds the loader too
 * (`?tsr-split=component---loader`, decision 134).
 */
function routeChunks(manifest, routeFile) {
  return Object.keys(manifest).filter((key) => key === routeFile || key.startsWith(`${routeFile}?tsr-split=component`))
}

/**
 * The classic scripts index.html loads besides the module entry (the route preload table of
 * scripts/route-preload.ts): every page fetches them, so both code checks count them.
 */
function classicScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attrs]) => (/\btype="module"/.test(attrs) ? null : /\bsrc="\/?([^"]+)"/.exec(attrs)?.[1]))
    .filter((file) => file && existsSync(join(dist, file)))
}

export function firstLoad(dist, routeFiles, routeId = null) {
  const manifest = readManifest(dist)
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'))
  if (!entryKey) throw new Error(`No index.html entry in ${dist}'s manifest`)
  const roots = [entryKey]
  // The entry's dynamic imports count (the mocked backend, which main.tsx starts at once in the
  // demo build), except route components and what is known to load only on demand.
  const dynamic = (manifest[entryKey].dynamicImports ?? []).filter((key) => !key.startsWith('src/routes/') && !ON_DEMAND.includes(key))
  // The language's catalog is counted apart (largestCatalog).
  for (const key of dynamic) if (!key.startsWith(CATALOG_PREFIX)) roots.push(key)
  for (const routeFile of routeFiles ?? []) {
    const keys = routeChunks(manifest, routeFile)
    if (keys.length === 0) throw new Error(`${routeFile} has no chunk in ${dist}'s manifest`)
    roots.push(...keys)
  }
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  const files = [...new Set([...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))), ...classicScripts(dist)]
  const sized = files.map((file) => {
    const bytes = readFileSync(join(dist, file))
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length }
  })
  sized.sort((a, b) => b.gzip - a.gzip)
  return {
    files: sized,
    gzip: sized.reduce((sum, f) => sum + f.gzip, 0),
    // The shell parts are imported by the i18n module, wherever the build put it (the entry or a chunk it imports).
    catalog: largestCatalog(
      dist,
      manifest,
      [...seen].flatMap((key) => (manifest[key].dynamicImports ?? []).filter((imported) => imported.startsWith(CATALOG_PREFIX))),
      routeId ? routeAreas(routeId) : [],
    ),
    manifest,
    shellKeys: [...seen].flatMap((key) => (manifest[key].dynamicImports ?? []).filter((imported) => imported.startsWith(CATALOG_PREFIX))),
  }
}

/**
 * The largest language's catalog parts that a page loads: its shell part
 * (virtual:locale/<lang>/shell, which the i18n module imports) and the parts of `areas`
 * (virtual:locale/<lang>/area/<area>, which the shell part imports). A page fetches one language's.
 */
function largestCatalog(dist, manifest, shellKeys, areas) {
  const sized = [...new Set(shellKeys)]
    .filter((key) => key.endsWith('/shell'))
    .map((shellKey) => {
      const language = shellKey.slice(CATALOG_PREFIX.length).split('/')[0]
      const keys = [shellKey, ...areas.map((area) => `${CATALOG_PREFIX}${language}/area/${area}`).filter((key) => manifest[key])]
      const files = keys.map((key) => ({ file: manifest[key].file, gzip: gzipOf(dist, manifest[key].file) }))
      return { language, files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) }
    })
  sized.sort((a, b) => b.gzip - a.gzip)
  return sized[0] ?? { language: null, files: [], gzip: 0 }
}

/** The heaviest page's catalog: of every route folder of ROUTE_AREAS, the one whose areas weigh most in the largest language. */
function heaviestPageCatalog(dist, loaded) {
  let heaviest = { gzip: -1 }
  for (const prefix of ROUTE_AREAS.keys()) {
    const catalog = largestCatalog(dist, loaded.manifest, loaded.shellKeys, routeAreas(prefix))
    if (catalog.gzip > heaviest.gzip) heaviest = { ...catalog, route: prefix }
  }
  // Every area of the largest language, for information.
  const areaKeys = Object.keys(loaded.manifest).filter((key) => key.startsWith(`${CATALOG_PREFIX}${heaviest.language}/`))
  const all = areaKeys.reduce((sum, key) => sum + gzipOf(dist, loaded.manifest[key].file), 0)
  return { ...heaviest, note: `${heaviest.route} in ${heaviest.language}; all its parts ${kb(all)} KB` }
}

const kb = (bytes) => (bytes / 1000).toFixed(1)

function check({ dist, label, route, routeId, catalog, goalKb, ceilingKb, info }, verbose, goals) {
  const loaded = firstLoad(dist, route, routeId)
  const result = catalog ? heaviestPageCatalog(dist, loaded) : loaded
  // A code check counts the page's catalog parts with its code (see BUDGETS).
  const files = catalog ? result.files : [...result.files, ...loaded.catalog.files]
  const total = catalog ? result.gzip : result.gzip + loaded.catalog.gzip
  const maxKb = goals ? goalKb : ceilingKb
  const ok = total <= maxKb * 1000
  const goal = total <= goalKb * 1000 ? 'goal met' : `goal ${goalKb} KB not met`
  const parts = catalog ? `; ${result.note}` : `; code ${kb(result.gzip)} KB + catalog ${kb(loaded.catalog.gzip)} KB`
  const limits = info ? 'no goal of its own' : `limit ${maxKb} KB; ${goal}`
  console.log(`${info ? 'info' : ok ? 'ok  ' : 'OVER'} ${label}: ${kb(total)} KB gzip in ${files.length} files (${limits}${parts})`)
  if (verbose || !ok) for (const f of files) console.log(`       ${kb(f.gzip).padStart(7)} KB  ${f.file}`)
  return ok
}

const args = process.argv.slice(2)
const verbose = args.includes('--verbose')
const goals = args.includes('--goals')
const distArg = args.indexOf('--dist')
const routeArg = args.indexOf('--route')
let budgets = BUDGETS
if (distArg !== -1) {
  const dist = args[distArg + 1]
  const routeName = routeArg === -1 ? null : args[routeArg + 1]
  if (routeName && !ROUTES[routeName]) throw new Error(`Unknown route ${routeName}; known: ${Object.keys(ROUTES).join(', ')}`)
  const route = routeName ? ROUTES[routeName] : null
  const known = BUDGETS.find((b) => (route ? b.route === route.files : b.route === null))
  budgets = [
    {
      ...(known ?? { goalKb: Infinity, ceilingKb: Infinity, info: true }),
      dist,
      label: `${dist}: ${routeName ? `first-load JS of ${routeName}` : 'JS that index.html loads'}`,
      route: route?.files ?? null,
      routeId: route?.routeId,
    },
  ]
}
const results = budgets.map((b) => check(b, verbose, goals))

/**
 * The demo's mocked backend runs in its own service worker (docs/decisions/137): the worker
 * fetches and runs it, off the page and its main thread, so no page's first load counts it. But
 * the browser fetches, parses and starts it during the first load of the demo, so it has a
 * ceiling of its own: 62.5 KB in 4 files once the mock's files were rendered by the page (decision
 * 228; 237.4 KB with jsPDF, the fonts and the XLSX writer inside, 59.1 KB at 9b2d857 before
 * issue 29's real files), plus about 2 %.
 */
const MOCK_WORKER_CEILING_KB = 64

function mockWorker(dist) {
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) return true
  const manifest = readManifest(dist)
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('mocks/sw.ts'))
  if (!entry) return true
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  visit(entry)
  const files = [...new Set([...seen].map((key) => manifest[key].file))]
  const gzip = files.reduce((sum, file) => sum + gzipOf(dist, file), 0)
  const ok = gzip <= MOCK_WORKER_CEILING_KB * 1000
  console.log(
    `${ok ? 'ok  ' : 'OVER'} demo build: the mock's service worker: ${kb(gzip)} KB gzip in ${files.length} files (limit ${MOCK_WORKER_CEILING_KB} KB; run by the worker, not by the page)`,
  )
  if (!ok) for (const file of files) console.log(`       ${kb(gzipOf(dist, file)).padStart(7)} KB  ${file}`)
  return ok
}
if (distArg === -1) results.push(mockWorker('dist-demo'))
if (results.includes(false)) {
  console.error('Size budget exceeded (see docs/decisions/080-list-performance.md for how to find what grew).')
  process.exit(1)
}
