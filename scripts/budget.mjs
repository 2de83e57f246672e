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
 * The language's message catalog (one language of six, in two parts: the shell's for every page,
 * the screens' for a signed-in page; decision 130) is counted apart: its own check is the largest
 * language's two parts, and the code checks print their page's parts beside their figure.
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
 */
const BUDGETS = [
  { dist: 'dist', label: 'production build: JS that index.html loads', route: null, goalKb: 170, ceilingKb: 183 },
  {
    dist: 'dist-demo',
    label: 'demo build: first-load JS of /dashboard/offerings',
    route: ['src/routes/_app.tsx', 'src/routes/_app/dashboard.tsx', 'src/routes/_app/dashboard/offerings/index.tsx'],
    goalKb: 250,
    ceilingKb: 315,
  },
  // The messages grow with the text, not the code: checked apart (decision 125). All 1,292 keys
  // weigh 21.7 KB gzip in the largest language (its shell part 6.6 KB of that).
  {
    dist: 'dist',
    label: 'production build: the largest language catalog (shell and screens parts)',
    route: ['src/routes/_app.tsx'],
    catalog: true,
    goalKb: 25,
    ceilingKb: 25,
  },
]

/**
 * Dynamic imports of the entry that the first load does not fetch: the toast view loads with the
 * first notice or the first pointer/key press (src/shared/ui/toaster.tsx).
 */
const ON_DEMAND = ['src/shared/ui/toaster-view.tsx']

const ROUTES = { offerings: BUDGETS[1].route }

/** The languages' catalogs (scripts/locales.ts): a page loads exactly one of them. */
const CATALOG_PREFIX = 'virtual:locale/'

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

export function firstLoad(dist, routeFiles) {
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
  const files = [...new Set([...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))]
  const sized = files.map((file) => {
    const bytes = readFileSync(join(dist, file))
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length }
  })
  sized.sort((a, b) => b.gzip - a.gzip)
  return {
    files: sized,
    gzip: sized.reduce((sum, f) => sum + f.gzip, 0),
    // The catalogs are imported by the i18n module, wherever the build put it (the entry or a chunk it imports).
    catalog: largestCatalog(
      dist,
      manifest,
      [...seen].flatMap((key) => (manifest[key].dynamicImports ?? []).filter((imported) => imported.startsWith(CATALOG_PREFIX))),
      Boolean(routeFiles?.length),
    ),
  }
}

/**
 * The largest language's catalog parts that the page loads (virtual:locale/<lang>/<part>, next to
 * the code): the shell part for every page, the screens part too for a signed-in route's page
 * (src/shared/i18n). A first load fetches one language's.
 */
function largestCatalog(dist, manifest, dynamicImports, withScreens) {
  const byLanguage = new Map()
  for (const key of new Set(dynamicImports)) {
    const [language, part] = key.slice(CATALOG_PREFIX.length).split('/')
    if (!key.startsWith(CATALOG_PREFIX) || (part === 'screens' && !withScreens)) continue
    const files = byLanguage.get(language) ?? []
    files.push({ file: manifest[key].file, gzip: gzipOf(dist, manifest[key].file) })
    byLanguage.set(language, files)
  }
  const sized = [...byLanguage.values()].map((files) => ({ files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) }))
  sized.sort((a, b) => b.gzip - a.gzip)
  return sized[0] ?? { files: [], gzip: 0 }
}

const kb = (bytes) => (bytes / 1000).toFixed(1)

function check({ dist, label, route, catalog, goalKb, ceilingKb }, verbose, goals) {
  const loaded = firstLoad(dist, route)
  const result = catalog ? loaded.catalog : loaded
  const maxKb = goals ? goalKb : ceilingKb
  const ok = result.gzip <= maxKb * 1000
  const goal = result.gzip <= goalKb * 1000 ? 'goal met' : `goal ${goalKb} KB not met`
  const plusCatalog = catalog ? '' : `; + ${kb(loaded.catalog.gzip)} KB catalog`
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${label}: ${kb(result.gzip)} KB gzip in ${result.files.length} files (limit ${maxKb} KB; ${goal}${plusCatalog})`,
  )
  if (verbose || !ok) for (const f of result.files) console.log(`       ${kb(f.gzip).padStart(7)} KB  ${f.file}`)
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
  const known = BUDGETS.find((b) => (routeName ? b.route === ROUTES[routeName] : b.route === null))
  budgets = [
    {
      ...known,
      dist,
      label: `${dist}: ${routeName ? `first-load JS of ${routeName}` : 'JS that index.html loads'}`,
      route: routeName ? ROUTES[routeName] : null,
    },
  ]
}
const results = budgets.map((b) => check(b, verbose, goals))

/**
 * The demo's mocked backend runs in its own service worker (docs/decisions/137): the worker
 * fetches and runs it, off the page and its main thread, so no page's first load counts it. Its
 * size is printed for the record.
 */
function mockWorker(dist) {
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) return
  const manifest = readManifest(dist)
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('mocks/sw.ts'))
  if (!entry) return
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  visit(entry)
  const files = [...new Set([...seen].map((key) => manifest[key].file))]
  const gzip = files.reduce((sum, file) => sum + gzipOf(dist, file), 0)
  console.log(
    `info demo build: the mock's service worker: ${kb(gzip)} KB gzip in ${files.length} files (run by the worker, not by the page)`,
  )
}
if (distArg === -1) mockWorker('dist-demo')
if (results.includes(false)) {
  console.error('Size budget exceeded (see docs/decisions/080-list-performance.md for how to find what grew).')
  process.exit(1)
}
