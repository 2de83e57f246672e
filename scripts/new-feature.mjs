#!/usr/bin/env node
/**
 * `npm run new:feature -- <name>`: a new temple data area in today's house layout, end to end
 * (README "Adding an API area", docs/decisions/177-feature-generator-anatomy.md):
 *
 * - new files from scripts/feature-template/ (`__k__` kebab, `__c__` camel, `__P__` Pascal,
 *   `__T__` title, `__w__` words, `__m__` the permission model, `__n__` the noun of one row, `__s__`
 *   the model's plural): the contract module and its endpoints (contract/endpoints/), the feature
 *   (schemas with types from the contract, api, queries, mutations, the list view, a form on
 *   useAppForm and the shared submit hook), three routes with their permission guards, the
 *   message catalog in all six languages, the mock's seed and handler, a mock test and an
 *   integration test;
 * - edits of the registries: contract/endpoints/index.ts (the area's endpoints file joins it) and
 *   the tags of scripts/contract.ts, the areas of the catalogs
 *   (keys.ts, src/routes/-areas.ts), TEMPLE_AREAS, AREA_MODEL, the permissions page's groups, the
 *   mock's table, permission codes, seed, serializer and ROUTES;
 * - then Prettier on every file it wrote and `npm run contract` (contract/openapi.json).
 *
 * Nothing is written when the name is taken or an anchor of an edit is missing.
 * `npm run test:generator` (scripts/check-generator.mjs) generates a feature into a copy of the
 * tree and runs typecheck, lint, the contract check and the tests there.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/
const TEMPLATES = join(dirname(fileURLToPath(import.meta.url)), 'feature-template')
/** The interface languages (LOCALES in src/shared/i18n): English text in each until translated. */
const LANGUAGES = ['en', 'zh', 'es', 'fr', 'it', 'ar']

/**
 * offering-notes → { kebab: 'offering-notes', camel: 'offeringNotes', pascal: 'OfferingNotes',
 * title: 'Offering notes', words: 'offering notes', model: 'offeringnotes' }
 */
export function featureNames(name) {
  if (!kebab.test(name ?? '')) throw new Error(`"${name}" is not a kebab-case name (e.g. offering-notes)`)
  const words = name.split('-')
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')
  return {
    kebab: name,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    pascal,
    title: words.join(' ').replace(/^./, (c) => c.toUpperCase()),
    words: words.join(' '),
    model: words.join(''),
  }
}

function fill(text, n) {
  // The contract's noun of one row and its model's plural (`listOfferingNotesList`, not `…Notess`).
  const noun = n.words.endsWith('s') ? n.words.slice(0, -1) : n.words
  const plural = n.pascal.endsWith('s') ? `${n.pascal}List` : `${n.pascal}s`
  return text
    .replaceAll('__n__', noun)
    .replaceAll('__s__', plural)
    .replaceAll('__k__', n.kebab)
    .replaceAll('__c__', n.camel)
    .replaceAll('__P__', n.pascal)
    .replaceAll('__T__', n.title)
    .replaceAll('__w__', n.words)
    .replaceAll('__m__', n.model)
}

function templates(dir = TEMPLATES, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) templates(path, out)
    else if (entry.name.endsWith('.tpl')) out.push(relative(TEMPLATES, path).slice(0, -'.tpl'.length))
  }
  return out.sort()
}

/** The new files, path → content. */
export function featureFiles(name) {
  const n = featureNames(name)
  const files = {}
  for (const template of templates()) {
    const text = fill(readFileSync(join(TEMPLATES, `${template}.tpl`), 'utf8'), n)
    if (template === 'src/shared/i18n/locales/__k__.json') {
      for (const lang of LANGUAGES) files[`src/shared/i18n/locales/${lang}/${n.kebab}.json`] = text
    } else files[fill(template, n)] = text
  }
  return files
}

/** `text` with `insertion` put before the one `anchor` (or after it with `after`). */
function insertAt(path, text, anchor, insertion, { after = false } = {}) {
  const at = text.indexOf(anchor)
  if (at < 0 || text.indexOf(anchor, at + 1) >= 0)
    throw new Error(`${path}: the place to add to (${JSON.stringify(anchor)}) is not found once`)
  const cut = after ? at + anchor.length : at
  return text.slice(0, cut) + insertion + text.slice(cut)
}

/** `text` with `line` added after its last import. */
function addImport(path, text, line) {
  const imports = [...text.matchAll(/^(?:import [^\n]*|\}) from '[^']+'\n/gm)]
  const last = imports.at(-1)
  if (!last) throw new Error(`${path}: no import found`)
  const cut = last.index + last[0].length
  return `${text.slice(0, cut)}${line}\n${text.slice(cut)}`
}

/** Fails when the registry already names the area. */
function refuseTaken(path, text, needle) {
  if (text.includes(needle)) throw new Error(`${path} already has ${needle}`)
}

/** mocks/handlers/index.ts with the new routes imported and appended to ROUTES. */
export function registerHandler(index, name) {
  const { kebab: k, camel: c } = featureNames(name)
  const path = 'mocks/handlers/index.ts'
  refuseTaken(path, index, `${c}Routes`)
  const next = insertAt(path, index, '\n\nexport interface HandlerOptions', `\nimport { ${c}Routes } from './${k}'`)
  return insertAt(path, next, '\n]\n\n/** ROUTES plus', `\n  ...${c}Routes,`)
}

/** src/shared/api/query-scope.ts with the new area added to TEMPLE_AREAS (its key factory's prefix). */
export function registerArea(scope, name) {
  const { kebab: k } = featureNames(name)
  const path = 'src/shared/api/query-scope.ts'
  if (!scope.includes('export const TEMPLE_AREAS = [')) throw new Error(`${path}: TEMPLE_AREAS not found`)
  refuseTaken(path, scope, `  '${k}',\n`)
  return insertAt(path, scope, '\n] as const\n', `\n  '${k}',`)
}

/** src/routes/-areas.ts with the dashboard folder of the area loading its catalog (entries sorted). */
function registerRouteArea(text, n) {
  const path = 'src/routes/-areas.ts'
  const entry = `  '/_app/dashboard/${n.kebab}': ['${n.kebab}'],`
  refuseTaken(path, text, `'/_app/dashboard/${n.kebab}'`)
  const start = text.indexOf('export const ROUTE_AREAS')
  const open = text.indexOf('{\n', start) + 2
  const close = text.indexOf('\n}\n', open)
  if (start < 0 || close < 0) throw new Error(`${path}: ROUTE_AREAS not found`)
  const lines = [...text.slice(open, close).split('\n'), entry].sort()
  return `${text.slice(0, open)}${lines.join('\n')}${text.slice(close)}`
}

/** Each registry the area joins: path → change of its text. */
export function featureEdits(name) {
  const n = featureNames(name)
  const { kebab: k, camel: c, pascal: P, title: T, model: m } = n
  const edits = {
    'contract/endpoints/index.ts': (text, path) => {
      refuseTaken(path, text, `...${c}Endpoints,`)
      const next = addImport(path, text, `import { ${c}Endpoints } from './${k}'`)
      return insertAt(path, next, '\n]\n\n/** The error answers', `\n  ...${c}Endpoints,`)
    },
    'scripts/contract.ts': (text, path) => {
      refuseTaken(path, text, `  '${k}': `)
      return insertAt(path, text, '\n}\n\n/** The OpenAPI 3.1 document', `\n  '${k}': "The temple's ${n.words}",`)
    },
    'src/shared/i18n/keys.ts': (text, path) => {
      refuseTaken(path, text, `/${k}.json'`)
      const next = addImport(path, text, `import type ${c} from './locales/en/${k}.json'`)
      if (!next.endsWith('\n')) throw new Error(`${path}: no final newline`)
      return `${next}  | keyof typeof ${c}\n`
    },
    'src/routes/-areas.ts': (text) => registerRouteArea(text, n),
    'src/shared/api/query-scope.ts': (text) => registerArea(text, name),
    'src/session/permissions.ts': (text, path) => {
      refuseTaken(path, text, `  ${c}: '`)
      return insertAt(path, text, '\n} as const\n\nexport type Area', `\n  ${c}: '${m}',`)
    },
    'src/features/users/schemas.ts': (text, path) => {
      refuseTaken(path, text, `{ key: '${m}',`)
      return insertAt(path, text, "  { key: 'reports',", `  { key: '${m}', label: msg('users.permissions.groups.${c}') },\n`)
    },
    ...Object.fromEntries(
      LANGUAGES.map((lang) => [
        `src/shared/i18n/locales/${lang}/users.json`,
        (text, path) => {
          refuseTaken(path, text, `"users.permissions.groups.${c}"`)
          return insertAt(path, text, '\n  "users.permissions.groups.deity": ', `\n  "users.permissions.groups.${c}": "${T}",`)
        },
      ]),
    ),
    // The permissions page's groups in order (the spec's, then the new areas').
    'tests/unit/users-schemas.test.ts': (text, path) =>
      insertAt(path, text, "\n      'Transaction config',", `\n      '${T}',`, { after: true }),
    'mocks/permissions.ts': (text, path) => {
      refuseTaken(path, text, `  ${m}: '`)
      return insertAt(path, text, '\n} as const\n\nexport type PermissionModel', `\n  ${m}: '${n.words}',`)
    },
    'mocks/schema.ts': (text, path) => {
      refuseTaken(path, text, `interface ${P}Row `)
      const row = `/** One of a temple's ${n.words} (contract/${k}.ts). */\nexport interface ${P}Row {\n  id: number\n  temple_id: number\n  name: string\n  created_at: string\n}\n\n`
      let next = insertAt(path, text, 'export interface Tables {', row)
      next = insertAt(path, next, '\n}\n\nexport type TableName', `\n  ${c}: ${P}Row`)
      return insertAt(path, next, '\n] as const satisfies readonly TableName[]', `\n  '${c}',`)
    },
    'mocks/seed/index.ts': (text, path) => {
      const next = addImport(path, text, `import { seed${P} } from './${k}'`)
      return insertAt(path, next, '\n  }\n  return {\n    version: DB_VERSION,', `\n    ${c}: seed${P}(temples),`)
    },
    'mocks/serializers.ts': (text, path) => {
      refuseTaken(path, text, `function serialize${P}(`)
      let next = addImport(path, text, `import type { ${P}Row } from './schema'`)
      next = addImport(path, next, `import type { ${P} } from '../contract/${k}'`)
      return `${next}\nexport function serialize${P}(urls: Urls, row: ${P}Row): z.output<typeof ${P}> {\n  return { id: row.id, url: urls.api(\`/temple/t-admin/${k}/\${row.id}/\`), name: row.name, temple_id: row.temple_id }\n}\n`
    },
    'mocks/handlers/index.ts': (text) => registerHandler(text, name),
  }
  return edits
}

/** What a developer still does by hand, printed after the files. */
export function leftToDo(name) {
  const { kebab: k, camel: c } = featureNames(name)
  return [
    `Link the page in src/layout/nav-items.ts (and, if it should, in DASHBOARD_SECTIONS of src/session/permissions.ts).`,
    `Put the spec's exact strings in src/shared/i18n/locales/en/${k}.json and users.json ("users.permissions.groups.${c}").`,
    `Translate the same keys in zh, es, fr, it and ar: they hold the English text until then.`,
    `Grow the fields from the spec: contract/${k}.ts first, then \`npm run contract\`, the mock (mocks/schema.ts, seed, handler, serializer) and the feature.`,
    `Add a browser test in tests/e2e/ once the page is linked.`,
  ]
}

async function format(root, paths) {
  const prettier = await import('prettier')
  for (const path of paths) {
    const file = join(root, path)
    const options = (await prettier.resolveConfig(file)) ?? {}
    writeFileSync(file, await prettier.format(readFileSync(file, 'utf8'), { ...options, filepath: file }))
  }
}

async function main(root, name) {
  if (!name) throw new Error('usage: npm run new:feature -- <kebab-case-name>')
  const files = featureFiles(name)
  const taken = [`src/features/${name}`, `src/routes/_app/dashboard/${name}`, ...Object.keys(files)].filter((path) =>
    existsSync(join(root, path)),
  )
  if (taken.length > 0) throw new Error(`"${name}" exists already: ${taken.join(', ')}`)
  // Every change is worked out before anything is written: a refusal leaves the tree as it was.
  const edited = Object.entries(featureEdits(name)).map(([path, edit]) => [path, edit(readFileSync(join(root, path), 'utf8'), path)])
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  for (const [path, content] of edited) writeFileSync(join(root, path), content)
  await format(root, [...Object.keys(files), ...edited.map(([path]) => path)])
  const contract = spawnSync('npm', ['run', '-s', 'contract'], { cwd: root, stdio: 'inherit' })
  if (contract.status !== 0) throw new Error('npm run contract failed')
  console.log(
    `Wrote:\n${Object.keys(files)
      .map((path) => `  ${path}`)
      .join('\n')}`,
  )
  console.log(`Changed:\n${[...edited.map(([path]) => path), 'contract/openapi.json'].map((path) => `  ${path}`).join('\n')}`)
  console.log(
    `Left to do by hand:\n${leftToDo(name)
      .map((line) => `  - ${line}`)
      .join('\n')}`,
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.cwd(), process.argv[2]).catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
