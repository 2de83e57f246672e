import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROUTE_AREAS, routeAreas } from '@/routes/-areas'

/**
 * Each route loads the catalog areas src/routes/-areas.ts lists for it (the shell part is always
 * in). This reads the source: from every route file it follows the imports (static and lazy) and
 * collects the message keys the modules quote, so a screen that starts using another area's key
 * fails here until the route's entry names that area.
 */
const ROOT = join(__dirname, '../..')
const SRC = join(ROOT, 'src')
const LOCALES = join(SRC, 'shared/i18n/locales/en')
const SHELL_AREAS = ['common', 'layout', 'session']

const areaOfKey = new Map<string, string>()
for (const file of readdirSync(LOCALES).filter((f) => f.endsWith('.json'))) {
  const area = file.slice(0, -'.json'.length)
  for (const key of Object.keys(JSON.parse(readFileSync(join(LOCALES, file), 'utf8')) as object)) areaOfKey.set(key, area)
}

/**
 * Another feature's read-only data modules (its queries, its counts) bring that feature's rows, not
 * its text: the offerings screens read the categories query for their filter, and the header reads
 * the staff's counts. The walk does not enter them from outside their feature (whatever they import,
 * a schema's messages or a kind's labels, shows only on their own feature's screens); the last test
 * checks they show no text themselves.
 */
const DATA_MODULE = /^src\/features\/([^/]+)\/(queries|counts)\.ts$/
const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1]

function resolveImport(from: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('@/')) base = join(SRC, spec.slice(2))
  else if (spec.startsWith('.')) base = resolve(dirname(join(ROOT, from)), spec)
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate)
  }
  return null
}

interface Module {
  imports: string[]
  /** Screen areas of the keys the module quotes. */
  areas: Set<string>
  /** Areas the module loads itself before it shows anything (`areaMessages('…')`, `useAreaMessages('…')`). */
  own: Set<string>
  text: string
}

const modules = new Map<string, Module>()
function read(file: string): Module {
  const known = modules.get(file)
  if (known) return known
  const text = readFileSync(join(ROOT, file), 'utf8')
  const imports: string[] = []
  const importPattern =
    /\b(?:import|export)(\s+type)?\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g
  for (const [, typeOnly, from, lazy, bare] of text.matchAll(importPattern)) {
    if (typeOnly) continue
    const target = resolveImport(file, from ?? lazy ?? bare ?? '')
    if (target) imports.push(target)
  }
  const areas = new Set<string>()
  for (const [, literal = ''] of text.matchAll(/['"`]([a-z-]+\.[\w.-]+)['"`]/g)) {
    const area = areaOfKey.get(literal)
    if (area && !SHELL_AREAS.includes(area)) areas.add(area)
  }
  const own = new Set<string>()
  for (const [, args = ''] of text.matchAll(/\b(?:areaMessages|useAreaMessages)\(([^)]*)\)/g))
    for (const [, area = ''] of args.matchAll(/['"]([a-z-]+)['"]/g)) own.add(area)
  const module = { imports, areas, own, text }
  modules.set(file, module)
  return module
}

/** The areas a module and everything it imports show beyond `loaded`, each with the files that use it. */
function missingAreas(
  file: string,
  loaded: Set<string>,
  seen = new Set<string>(),
  out = new Map<string, Set<string>>(),
  skipped = new Set<string>(),
) {
  if (seen.has(file)) return { out, skipped }
  seen.add(file)
  const module = read(file)
  const here = new Set([...loaded, ...module.own])
  for (const area of module.areas) if (!here.has(area)) out.set(area, (out.get(area) ?? new Set()).add(file))
  for (const target of module.imports) {
    const data = DATA_MODULE.exec(target)
    if (data && featureOf(file) !== data[1]) {
      skipped.add(target)
      continue
    }
    missingAreas(target, here, seen, out, skipped)
  }
  return { out, skipped }
}

function routeFiles(dir = join(SRC, 'routes'), out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) routeFiles(path, out)
    else if (/\.tsx?$/.test(entry.name) && !entry.name.startsWith('-')) out.push(relative(ROOT, path))
  }
  return out.sort()
}

const ROUTES = routeFiles().flatMap((file) => {
  const id = /createFileRoute\(\s*'([^']+)'\s*\)/.exec(read(file).text)?.[1]
  return id ? [{ file, id }] : []
})

/** What each route's screens show with nothing loaded, and the data modules the walks left out. */
const NEEDS = ROUTES.map((route) => ({ ...route, ...missingAreas(route.file, new Set()) }))
const covers = (prefix: string, id: string) => id === prefix || id.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)
const describeUse = (uses: Map<string, Set<string>>) => [...uses].map(([area, files]) => `${area} (${[...files].join(', ')})`)

describe('route areas (src/routes/-areas.ts)', () => {
  it('finds the routes', () => {
    expect(ROUTES.length).toBeGreaterThan(40)
    expect(NEEDS.find((r) => r.id === '/_app/dashboard/offerings/')?.out.has('offerings')).toBe(true)
  })

  it.each(ROUTES.map((r) => [r.id, r.file] as const))('%s loads every area its screens show', (id) => {
    const { out } = NEEDS.find((r) => r.id === id)!
    const loaded = new Set<string>(routeAreas(id))
    const missing = new Map([...out].filter(([area]) => !loaded.has(area)))
    expect(describeUse(missing), `add to ROUTE_AREAS for ${id}`).toEqual([])
  })

  it('a route whose screens show an area waits for it in its guard or a layout route’s', () => {
    const unguarded = NEEDS.filter(({ id, out }) => {
      if (out.size === 0) return false
      const guards = ROUTES.filter((route) => covers(route.id, id) && /\b(pageMessages|routeMessages)\(/.test(read(route.file).text))
      return guards.length === 0
    })
    expect(unguarded.map((r) => r.id)).toEqual([])
  })

  it('every entry names a route folder and only areas one of its routes shows', () => {
    for (const [prefix, areas] of Object.entries(ROUTE_AREAS)) {
      const routes = NEEDS.filter(({ id }) => covers(prefix, id))
      expect(routes.length, `${prefix} matches no route`).toBeGreaterThan(0)
      for (const area of areas)
        expect(
          routes.some(({ out }) => out.has(area)),
          `${prefix}: no route shows ${area}`,
        ).toBe(true)
    }
  })

  it('the data modules left out of the walks show no text', () => {
    const skipped = new Set(NEEDS.flatMap(({ skipped }) => [...skipped]))
    expect(skipped.size).toBeGreaterThan(0)
    for (const file of skipped) {
      const { text } = read(file)
      expect(/\b(t|useT|translateText|useTranslateText)\(/.test(text), `${file} translates text`).toBe(false)
    }
  })
})
