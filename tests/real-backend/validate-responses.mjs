#!/usr/bin/env node
/**
 * Checks recorded API responses against an OpenAPI 3.1 document (JSON Schema 2020-12, with Ajv).
 *
 *   node tests/real-backend/validate-responses.mjs --openapi contract/openapi.json [--base-path /api]
 *        [--require-all] recorded.jsonl [more.jsonl ...]
 *
 * A recorded response is one JSON line: `{method, path, status, contentType, body}` (the reference
 * server writes them, tests/real-backend/temple/recorder.py). Each is matched to the document's
 * operation (the path against the path templates, a literal template before a templated one), then
 * to its response (the exact status, else `4XX`-style, else `default`), and its JSON body is
 * validated against that response's `application/json` schema; `$ref`s resolve in the document.
 * A response the document does not describe is a failure; one whose path or method it does not
 * name is skipped unless `--require-all`. Exits 1 on any failure, listing each.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

const DOCUMENT_ID = 'https://contract.invalid/openapi.json'
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** The document without `$schema` keywords inside it: its schemas are read as the 2020-12 dialect OpenAPI 3.1 uses. */
function withoutSchemaKeywords(value) {
  if (Array.isArray(value)) return value.map(withoutSchemaKeywords)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (key === '$schema' ? [] : [[key, withoutSchemaKeywords(inner)]])),
  )
}

/** A JSON pointer segment, escaped for a `$ref` fragment. */
const segment = (text) => encodeURIComponent(String(text).replace(/~/g, '~0').replace(/\//g, '~1'))

function pathMatcher(template) {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')
  return { template, regex: new RegExp(`^${pattern}$`), params: (template.match(/\{[^}]+\}/g) ?? []).length }
}

/** The value a local JSON pointer (`/components/responses/NotFound`) names in the document. */
function atPointer(document, pointer) {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((value, part) => (value && typeof value === 'object' ? value[part] : undefined), document)
}

function isJsonType(mediaType) {
  return /^application\/(.+\+)?json$/i.test(mediaType)
}

/**
 * A validator for one document: `check(record)` answers `{ operation, errors }`, where
 * `operation` is null when the document names no such path and method.
 */
export function createValidator(document, { basePath = '' } = {}) {
  if (!/^3\.1\./.test(String(document.openapi ?? ''))) throw new Error(`Not an OpenAPI 3.1 document (openapi: ${document.openapi})`)
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false })
  addFormats(ajv)
  ajv.addSchema(withoutSchemaKeywords(document), DOCUMENT_ID)
  const matchers = Object.keys(document.paths ?? {})
    .map(pathMatcher)
    .sort((a, b) => a.params - b.params)
  const compiled = new Map()
  const schemaAt = (pointer) => {
    if (!compiled.has(pointer)) compiled.set(pointer, ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` }))
    return compiled.get(pointer)
  }

  function check(record) {
    const method = String(record.method).toLowerCase()
    const path = basePath && record.path.startsWith(basePath) ? record.path.slice(basePath.length) || '/' : record.path
    const match = matchers.find((m) => m.regex.test(path) && document.paths[m.template]?.[method])
    if (!match || !METHODS.includes(method)) return { operation: null, errors: [] }
    const operation = `${method.toUpperCase()} ${match.template}`
    const responses = document.paths[match.template][method].responses ?? {}
    const status = String(record.status)
    const key = [status, `${status[0]}XX`, `${status[0]}xx`, 'default'].find((candidate) => candidate in responses)
    if (key === undefined) return { operation, errors: [`status ${status} is not documented`] }
    // A response may be a `$ref` to components/responses (a local JSON pointer).
    let responsePointer = ['', 'paths', match.template, method, 'responses', key].map(segment).join('/')
    let response = responses[key]
    while (typeof response?.$ref === 'string' && response.$ref.startsWith('#/')) {
      responsePointer = response.$ref.slice(1)
      response = atPointer(document, responsePointer)
    }
    const content = response?.content ?? {}
    const jsonType = Object.keys(content).find(isJsonType)
    const hasBody = record.body !== null && record.body !== undefined
    if (!jsonType) {
      if (hasBody) return { operation, errors: [`status ${status} is documented without a JSON body, but the server sent one`] }
      if (Object.keys(content).length && !Object.keys(content).includes(record.contentType ?? '')) {
        return {
          operation,
          errors: [`status ${status}: the server sent ${record.contentType || 'no body'}, documented: ${Object.keys(content).join(', ')}`],
        }
      }
      return { operation, errors: [] }
    }
    if (!hasBody)
      return { operation, errors: [`status ${status}: a JSON body is documented, the server sent ${record.contentType || 'no body'}`] }
    if (!content[jsonType].schema) return { operation, errors: [] }
    const pointer = `${responsePointer}/${['content', jsonType, 'schema'].map(segment).join('/')}`
    const validate = schemaAt(pointer)
    if (validate(record.body)) return { operation, errors: [] }
    return {
      operation,
      errors: validate.errors.map(
        (error) =>
          `${error.instancePath || '(body)'} ${error.message}${error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : ''}`,
      ),
    }
  }

  return { check }
}

/** Checks every record; `requireAll` makes a response the document does not name a failure. */
export function validateRecords(document, records, { basePath = '', requireAll = false } = {}) {
  const { check } = createValidator(document, { basePath })
  const failures = []
  const operations = new Map()
  let skipped = 0
  for (const record of records) {
    const { operation, errors } = check(record)
    if (operation === null) {
      skipped += 1
      if (requireAll) failures.push({ record, errors: ['the document names no such path and method'] })
      continue
    }
    operations.set(operation, (operations.get(operation) ?? 0) + 1)
    if (errors.length) failures.push({ record, operation, errors })
  }
  return { checked: records.length - skipped, skipped, operations, failures }
}

/** The records of a JSON-lines file. */
export function readRecords(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
}

/** A printable summary of a result. */
export function report({ checked, skipped, operations, failures }) {
  const lines = [`${checked} responses checked against ${operations.size} operations, ${skipped} not described by the document.`]
  for (const { record, operation, errors } of failures) {
    lines.push(`FAIL ${record.method} ${record.path} → ${record.status}${operation ? ` (${operation})` : ''}`)
    for (const error of errors) lines.push(`     ${error}`)
  }
  return lines.join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2)
  const option = (name) => {
    const at = args.indexOf(name)
    return at === -1 ? undefined : args.splice(at, 2)[1]
  }
  const openapi = option('--openapi')
  const basePath = option('--base-path') ?? ''
  const requireAll = args.includes('--require-all')
  const files = args.filter((arg) => arg !== '--require-all')
  if (!openapi || files.length === 0) {
    console.error('Usage: validate-responses.mjs --openapi <document.json> [--base-path /api] [--require-all] <recorded.jsonl>...')
    process.exit(2)
  }
  const document = JSON.parse(readFileSync(openapi, 'utf8'))
  const result = validateRecords(document, files.flatMap(readRecords), { basePath, requireAll })
  console.log(report(result))
  process.exit(result.failures.length ? 1 : 0)
}
