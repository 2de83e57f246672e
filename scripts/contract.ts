/**
 * `npm run contract`: the OpenAPI 3.1 document of the API (contract/openapi.json), made from the
 * contract's registry (contract/endpoints/) with zod's JSON Schema output (draft 2020-12).
 * `npm run contract:check` runs it with `--check`: the committed document must be the one the
 * registry makes; then a validator and a linter read it (package.json).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import { type Endpoint, endpoints, errorResponses, queryOf, responsesOf } from '../contract/endpoints'

type Json = Record<string, unknown>

const REF = '#/components/schemas/'
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: "The request is not valid: DRF's field errors (`non_field_errors` for the whole body) or a `detail`",
  401: 'Not signed in, or the access token is not valid (`"code": "token_not_valid"`: refresh it and try again)',
  403: 'Not allowed: no role in the temple named by X-Temple-ID, a missing permission, or not staff',
  404: 'Not found (an unknown object, or a page past the last)',
  412: 'The record changed since the version `If-Match` names: nothing was changed; `current` is the record now, the `ETag` its version',
  429: 'Too many requests: try again later',
}

/** The schemas of the document, by name: every `.meta({ id })` schema an endpoint uses. */
const components: Record<string, Json> = {}

/** One zod schema as JSON Schema; the named schemas inside it go to the components. */
function jsonSchema(schema: z.ZodType): Json {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    metadata: z.globalRegistry,
    io: 'input',
    unrepresentable: 'any',
  }) as Json & { $defs?: Record<string, Json> }
  for (const [name, definition] of Object.entries($defs ?? {})) components[name] = relink(definition) as Json
  const id = z.globalRegistry.get(schema)?.id
  if (typeof id === 'string') {
    // A named schema comes back as its definition, or as a $ref to the same definition in $defs.
    if (!('$ref' in rest)) components[id] = relink(rest) as Json
    return { $ref: `${REF}${id}` }
  }
  return relink(rest) as Json
}

function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace('#/$defs/', REF) : relink(inner),
    ]),
  )
}

function pathParameters(endpoint: Endpoint): Json[] {
  return [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: endpoint.params?.[name] ? jsonSchema(endpoint.params[name]) : { type: 'integer', minimum: 1 },
  }))
}

function queryParameters(endpoint: Endpoint): Json[] {
  const query = queryOf(endpoint)
  if (!query) return []
  return Object.entries(query.shape).map(([name, schema]) => {
    const field = schema as z.ZodType
    const description = z.globalRegistry.get(field)?.description
    return {
      name,
      in: 'query',
      required: !field.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema: jsonSchema(field),
    }
  })
}

function requestBody(endpoint: Endpoint): Json | undefined {
  if (endpoint.upload) {
    return { required: true, content: { 'multipart/form-data': { schema: jsonSchema(endpoint.upload) } } }
  }
  if (endpoint.body) return { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body) } } }
  return undefined
}

/** The error answers every endpoint shares, by status: components/responses. */
const SHARED_ERRORS: Record<number, string> = { 400: 'BadRequest', 401: 'NotAuthenticated', 403: 'PermissionDenied', 404: 'NotFound' }

function sharedErrors(): Json {
  const any = endpoints.find((endpoint) => endpoint.auth !== 'none') as Endpoint
  const errors = errorResponses(any)
  return Object.fromEntries(
    Object.entries(SHARED_ERRORS).map(([status, name]) => [
      name,
      {
        description: STATUS_TEXT[Number(status)],
        content: { 'application/json': { schema: jsonSchema(errors[Number(status)] as z.ZodType) } },
      },
    ]),
  )
}

function responses(endpoint: Endpoint): Json {
  const answers: Json = {}
  for (const [status, schema] of Object.entries(responsesOf(endpoint)).sort(([a], [b]) => Number(a) - Number(b))) {
    const code = Number(status)
    const shared = SHARED_ERRORS[code]
    if (shared && endpoint.responses[code] === undefined) {
      answers[status] = { $ref: `#/components/responses/${shared}` }
      continue
    }
    const answer: Json = { description: STATUS_TEXT[code] ?? String(code) }
    if (endpoint.paginated && code === 200) answer.headers = { Link: { $ref: '#/components/headers/Link' } }
    if (endpoint.versioned && (code === 200 || code === 412)) answer.headers = { ETag: { $ref: '#/components/headers/ETag' } }
    if (schema) answer.content = { 'application/json': { schema: jsonSchema(schema) } }
    answers[status] = answer
  }
  return answers
}

function operation(endpoint: Endpoint): Json {
  const parameters = [
    ...pathParameters(endpoint),
    ...(endpoint.auth === 'temple' ? [{ $ref: '#/components/parameters/TempleId' }] : []),
    ...(endpoint.versioned && endpoint.method !== 'GET' ? [{ $ref: '#/components/parameters/IfMatch' }] : []),
    ...queryParameters(endpoint),
  ]
  const body = requestBody(endpoint)
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.auth === 'none' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(endpoint),
  }
}

const TAGS: Record<string, string> = {
  session: 'Sign-in, tokens, the signed-in user, sign-up and password reset',
  temple: "The user's temples and the temple's bank account",
  users: "The temple's members and invitations",
  catalog: 'Offering and donation categories, deities',
  offerings: 'Offerings, their times, add-on fields and fee splits',
  donations: 'Donations',
  orders: 'Offering orders, donation receipts, the financial report, download links',
  staff: "The provider staff's administration of every temple",
}

/** The OpenAPI 3.1 document of the contract. */
export function openApiDocument(): Json {
  for (const key of Object.keys(components)) delete components[key]
  const paths: Record<string, Json> = {}
  for (const endpoint of endpoints) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(endpoint) }
  }
  const version = (JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { version: string }).version
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Temple back-office API',
      version,
      summary: 'The API the temple back-office calls, as Django REST Framework serves it.',
      description:
        'Generated from contract/ by `npm run contract`; docs/backend.md says what a schema cannot (tokens, refresh, pagination, errors, uploads, CORS). ' +
        'JSON bodies are snake_case; every object has an absolute `url`, and references are urls. ' +
        "Lists are paginated: the next page is in the `Link` header (or, in DRF's envelope dialect, in the body's `next`).",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api', description: 'The API address of a deployment (`apiUrl` in config.json)' }],
    security: [{ JWT: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        JWT: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'The access token of `POST /user/v2/auth/` with the prefix `JWT ` (a space after it): `Authorization: JWT <access>`. simplejwt: `AUTH_HEADER_TYPES = ("JWT",)`.',
        },
      },
      parameters: {
        TempleId: {
          name: 'X-Temple-ID',
          in: 'header',
          required: true,
          description: 'The id of the temple the call is for; 403 when the user has no role in it.',
          schema: { type: 'integer', minimum: 1 },
        },
        IfMatch: {
          name: 'If-Match',
          in: 'header',
          required: false,
          description:
            'The `ETag` of the version the change is based on; another version than the current one answers 412. Without it the change is accepted (older clients); `*` matches any version.',
          schema: { type: 'string' },
        },
      },
      responses: sharedErrors(),
      headers: {
        Link: {
          description:
            'RFC 8288 links to the next and previous pages (absolute urls keeping the filters): `<…?page=2>; rel="next", <…>; rel="prev"`.',
          schema: { type: 'string' },
        },
        ETag: {
          description: "The record's version (a quoted string that changes with the record), for `If-Match`.",
          schema: { type: 'string' },
        },
      },
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
    },
  }
}

/** Run from the project's folder (npm does). */
export const OPENAPI_PATH = resolve('contract/openapi.json')

export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`
}

if (process.argv[1]?.endsWith('scripts/contract.ts')) {
  const text = openApiText()
  if (process.argv.includes('--check')) {
    if (readFileSync(OPENAPI_PATH, 'utf8') !== text) {
      console.error('contract/openapi.json is not what contract/ makes: run `npm run contract` and commit it.')
      process.exit(1)
    }
    process.stdout.write('contract/openapi.json is up to date.\n')
  } else {
    writeFileSync(OPENAPI_PATH, text)
    process.stdout.write(`Wrote contract/openapi.json (${endpoints.length} operations).\n`)
  }
}
