#!/usr/bin/env node
/**
 * `npm run new:feature -- <name>`: a new feature folder in the house layout (README "Adding an
 * API area"): src/features/<name>/{schemas,api,queries,mutations}.ts and a page component, a
 * thin route, a mock handler registered in mocks/handlers/index.ts and a passing test. Every
 * generated export is used, so lint (knip included) stays green; grow it from there.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

/** offering-notes → { kebab: 'offering-notes', camel: 'offeringNotes', pascal: 'OfferingNotes', title: 'Offering notes' } */
export function featureNames(name) {
  if (!kebab.test(name)) throw new Error(`"${name}" is not a kebab-case name (e.g. offering-notes)`)
  const words = name.split('-')
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')
  return {
    kebab: name,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    pascal,
    title: words.join(' ').replace(/^./, (c) => c.toUpperCase()),
  }
}

/** The new files, path → content. */
export function featureFiles(name) {
  const { kebab: k, camel: c, pascal: P, title } = featureNames(name)
  const dir = `src/features/${k}`
  return {
    [`${dir}/schemas.ts`]: `import { z } from 'zod'

export interface ${P}Item {
  id: number
  url: string
  name: string
}

export const ${c}Schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Use at most 100 characters'),
})

export type ${P}Values = z.infer<typeof ${c}Schema>

export const ${c}Defaults: ${P}Values = { name: '' }
`,
    [`${dir}/api.ts`]: `import { api } from '@/shared/api/client'
import type { ${P}Item, ${P}Values } from './schemas'

const BASE = '/temple/t-admin/${k}/'

export const ${c}Api = {
  /** A page of the list: the first, or the absolute \`next\` url of the previous one. */
  list: (templeId: number, pageUrl: string | null, signal?: AbortSignal) => api.page<${P}Item>(pageUrl ?? BASE, { templeId, signal }),
  create: (templeId: number, values: ${P}Values) => api.post<${P}Item>(BASE, values, { templeId }),
}
`,
    [`${dir}/queries.ts`]: `import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { ${c}Api } from './api'
import { templeScope } from '@/shared/api/query-scope'

export const ${c}Keys = {
  all: (templeId: number) => templeScope(templeId, '${k}'),
  lists: (templeId: number) => [...${c}Keys.all(templeId), 'list'] as const,
}

export const ${c}ListQuery = (templeId: number) =>
  infiniteQueryOptions({
    queryKey: ${c}Keys.lists(templeId),
    queryFn: ({ pageParam, signal }) => ${c}Api.list(templeId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

export function use${P}List(templeId: number) {
  return useInfiniteQuery({ ...${c}ListQuery(templeId), select: (data) => data.pages.flatMap((page) => page.items) })
}
`,
    [`${dir}/mutations.ts`]: `import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ${c}Api } from './api'
import { ${c}Keys } from './queries'
import type { ${P}Values } from './schemas'

export function useCreate${P}(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: ${P}Values) => ${c}Api.create(templeId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ${c}Keys.lists(templeId) }),
  })
}
`,
    [`${dir}/components/${k}-page.tsx`]: `import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { PageHeader, Panel } from '@/shared/ui/page'
import { useCreate${P} } from '../mutations'
import { use${P}List } from '../queries'
import { ${c}Defaults, ${c}Schema, type ${P}Values } from '../schemas'

export function ${P}Page() {
  const templeId = useTempleId()
  const list = use${P}List(templeId)
  const create = useCreate${P}(templeId)
  const form = useForm<${P}Values>({ resolver: zodResolver(${c}Schema), defaultValues: ${c}Defaults })
  const submit = form.handleSubmit(async (values) => {
    await create.mutateAsync(values)
    form.reset(${c}Defaults)
  })
  return (
    <>
      <PageHeader title="${title}" />
      <Panel>
        <Stack gap="4">
          <form onSubmit={submit} noValidate>
            <HStack align="start">
              <Input aria-label="Name" {...form.register('name')} />
              <Button type="submit" loading={create.isPending}>
                Add
              </Button>
            </HStack>
            {form.formState.errors.name && <Text color="fg.error">{form.formState.errors.name.message}</Text>}
          </form>
          {list.data?.map((item) => <Text key={item.id}>{item.name}</Text>)}
        </Stack>
      </Panel>
    </>
  )
}
`,
    [`src/routes/_app/dashboard/${k}/index.tsx`]: `import { createFileRoute } from '@tanstack/react-router'
import { ${P}Page } from '@/features/${k}/components/${k}-page'
import { ${c}ListQuery } from '@/features/${k}/queries'

export const Route = createFileRoute('/_app/dashboard/${k}/')({
  loader: ({ context }) => {
    if (context.templeId !== null) void context.queryClient.prefetchInfiniteQuery(${c}ListQuery(context.templeId))
  },
  component: ${P}Page,
})
`,
    [`mocks/handlers/${k}.ts`]: `/** ${title} of the current temple (/temple/t-admin/${k}/). Rows live beside the store's db. */
import type { Db } from '../db'
import { created, fieldErrors, paginate, readJsonBody } from '../helpers'
import { type Route, type TempleRequestContext, route, withTemple } from '../router'
import { BodyReader } from '../validation'

interface ${P}Row {
  id: number
  temple_id: number
  name: string
}

const rowsByDb = new WeakMap<Db, ${P}Row[]>()

function rowsOf(db: Db): ${P}Row[] {
  let rows = rowsByDb.get(db)
  if (!rows) rowsByDb.set(db, (rows = []))
  return rows
}

function serialize(ctx: TempleRequestContext, row: ${P}Row) {
  return { id: row.id, url: new URL(\`/api/temple/t-admin/${k}/\${row.id}/\`, ctx.url).href, name: row.name }
}

function list(ctx: TempleRequestContext): Response {
  const rows = rowsOf(ctx.db).filter((row) => row.temple_id === ctx.temple.id)
  return paginate(ctx.request, rows, (row) => serialize(ctx, row))
}

async function create(ctx: TempleRequestContext): Promise<Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const name = reader.string('name', { maxLength: 100 })
  if (!reader.valid || name === undefined) return fieldErrors(reader.errors)
  const rows = rowsOf(ctx.db)
  const row = { id: Math.max(0, ...rows.map((r) => r.id)) + 1, temple_id: ctx.temple.id, name }
  rows.push(row)
  return created(serialize(ctx, row))
}

export const ${c}Routes: readonly Route[] = [route('/temple/t-admin/${k}/', { GET: withTemple(null, list), POST: withTemple(null, create) })]
`,
    [`tests/mocks/${k}.test.ts`]: `import { describe, expect, it } from 'vitest'
import { api, login } from './api'

const LIST = '/temple/t-admin/${k}/'

describe('${k} mock endpoints', () => {
  it('creates an item and lists it', async () => {
    const { access } = await login('admin@example.com')
    const post = await api(LIST, { method: 'POST', token: access, temple: 1, body: { name: 'First' } })
    expect(post.status).toBe(201)
    const res = await api(LIST, { token: access, temple: 1 })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject([{ name: 'First' }])
  })

  it('refuses a blank name at its field', async () => {
    const { access } = await login('admin@example.com')
    const res = await api(LIST, { method: 'POST', token: access, temple: 1, body: { name: ' ' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toHaveProperty('name')
  })
})
`,
  }
}

/** mocks/handlers/index.ts with the new routes imported and appended to ROUTES. */
export function registerHandler(index, name) {
  const { kebab: k, camel: c } = featureNames(name)
  const importLine = `import { ${c}Routes } from './${k}'`
  const anchor = '\n\nexport interface HandlerOptions'
  const routesEnd = '\n]\n\n/** ROUTES plus'
  if (!index.includes(anchor) || !index.includes(routesEnd)) throw new Error('mocks/handlers/index.ts: ROUTES not found')
  return index.replace(anchor, `\n${importLine}${anchor}`).replace(routesEnd, `\n  ...${c}Routes,${routesEnd}`)
}

/** src/shared/api/query-scope.ts with the new area added to TEMPLE_AREAS (its key factory's prefix). */
export function registerArea(scope, name) {
  const { kebab: k } = featureNames(name)
  const end = '\n] as const\n'
  if (!scope.includes('export const TEMPLE_AREAS = [') || !scope.includes(end))
    throw new Error('src/shared/api/query-scope.ts: TEMPLE_AREAS not found')
  return scope.replace(end, `\n  '${k}',${end}`)
}

function main(root, name) {
  if (!name) throw new Error('usage: npm run new:feature -- <kebab-case-name>')
  const files = featureFiles(name)
  for (const path of Object.keys(files)) if (existsSync(join(root, path))) throw new Error(`${path} exists already`)
  if (existsSync(join(root, 'src/features', name))) throw new Error(`src/features/${name} exists already`)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
    console.warn(`created ${path}`)
  }
  const indexPath = join(root, 'mocks/handlers/index.ts')
  writeFileSync(indexPath, registerHandler(readFileSync(indexPath, 'utf8'), name))
  const scopePath = join(root, 'src/shared/api/query-scope.ts')
  writeFileSync(scopePath, registerArea(readFileSync(scopePath, 'utf8'), name))
  console.warn(
    'registered in mocks/handlers/index.ts and src/shared/api/query-scope.ts\nnext: npm run routes, then link the page from src/layout/nav-items.ts and add a permission guard if the area has one',
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main(process.cwd(), process.argv[2])
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
