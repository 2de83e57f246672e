import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { getMockDb, server } from '../../mocks/node'
import type { PermissionCode } from '../../mocks/permissions'
import { tokens } from '@/shared/api/tokens'
import { renderApp, screen, signInAs, waitForPath } from '../render'
import { waitFor, within } from '@testing-library/react'

// Offering and donation categories are one module; each kind keeps the spec's own texts.
const KINDS = [
  {
    kind: 'offering',
    LIST: '/dashboard/offering-categories',
    endpoint: 'offering-category',
    title: 'Offering categories',
    members: 'offerings',
    empty: 'No offering categories yet',
    added: 'Offering Category Vilakku Pooja Successfully added',
    duplicate: 'Offering category with this name already exists.',
    updated: 'Offering category updated',
  },
  {
    kind: 'donation',
    LIST: '/dashboard/donation-categories',
    endpoint: 'donation-category',
    title: 'Donation categories',
    members: 'donations',
    empty: 'No donation categories yet',
    added: 'Donation Category Vilakku Pooja Successfully added',
    duplicate: 'Donation category with this name already exists.',
    updated: 'Donation category updated',
  },
] as const

type Kind = (typeof KINDS)[number]

interface WireCategory {
  id: number
  url: string
  name: string
  offerings?: string[]
  donations?: string[]
}

/** Reads the mocked backend directly, as the signed-in user. */
async function fetchCategories(k: Kind, templeId: number): Promise<{ items: WireCategory[]; link: string | null }> {
  const response = await fetch(`http://localhost/api/temple/t-admin/${k.endpoint}/`, {
    headers: { Authorization: `JWT ${tokens.access()}`, 'X-Temple-ID': String(templeId) },
  })
  return { items: (await response.json()) as WireCategory[], link: response.headers.get('Link') }
}

async function currentTemple(): Promise<number> {
  return Number(localStorage.getItem('tbo.templeId'))
}

/** Records the JSON bodies the app sends for a method and url fragment. */
function recordBodies(method: string, fragment: string) {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && request.url.includes(fragment)) bodies.push(await request.clone().json())
  })
  return bodies
}

afterEach(() => server.events.removeAllListeners())

async function adminOnList(k: Kind) {
  await signInAs('admin')
  const app = renderApp(k.LIST)
  await screen.findByRole('heading', { name: k.title })
  const templeId = await currentTemple()
  const { items } = await fetchCategories(k, templeId)
  await screen.findByText(items[0]!.name)
  return { ...app, templeId, firstPage: items }
}

describe.each(KINDS)('$kind categories', (k) => {
  const { LIST } = k

  describe('list', () => {
    it(`shows name and number of ${k.members} per row, newest first`, async () => {
      const { firstPage } = await adminOnList(k)
      const first = firstPage[0]!
      const row = screen.getByText(first.name).closest('tr')!
      expect(within(row).getByText(String(first[k.members]!.length))).toBeInTheDocument()
      expect(within(row).getByRole('link', { name: `Edit ${first.name}` })).toBeInTheDocument()
      expect(within(row).getByRole('button', { name: `Delete ${first.name}` })).toBeInTheDocument()
    })

    it('says what to do when there are no categories', async () => {
      server.use(http.get(`*/api/temple/t-admin/${k.endpoint}/`, () => HttpResponse.json([])))
      await signInAs('admin')
      renderApp(LIST)
      expect(await screen.findByText(k.empty)).toBeInTheDocument()
      expect(screen.getAllByRole('link', { name: /Add category/ }).length).toBeGreaterThan(0)
    })
  })

  describe('adding', () => {
    it(`creates a category, says '${k.added}' and lists it`, async () => {
      const { user, router } = await adminOnList(k)
      await user.click(screen.getAllByRole('link', { name: /Add category/ })[0]!)
      await waitForPath(router, `${LIST}/add`)
      const submit = await screen.findByRole('button', { name: 'Add category' })
      expect(submit).toBeDisabled()
      await user.type(screen.getByLabelText(/Name/), 'Vilakku Pooja')
      expect(submit).toBeEnabled()
      await user.click(submit)
      expect(await screen.findByText(k.added)).toBeInTheDocument()
      await waitForPath(router, LIST)
      expect(await screen.findByText('Vilakku Pooja')).toBeInTheDocument()
    })

    it("requires a name: 'Name is required'", async () => {
      await signInAs('admin')
      const { user } = renderApp(`${LIST}/add`)
      const name = await screen.findByLabelText(/Name/)
      await user.type(name, '  ')
      await user.click(screen.getByRole('button', { name: 'Add category' }))
      expect(await screen.findByText('Name is required')).toBeInTheDocument()
    })

    it('puts a server field error on its field and keeps what was typed', async () => {
      const { user, firstPage } = await adminOnList(k)
      await user.click(screen.getAllByRole('link', { name: /Add category/ })[0]!)
      const name = await screen.findByLabelText(/Name/)
      await user.type(name, firstPage[0]!.name)
      await user.click(screen.getByRole('button', { name: 'Add category' }))
      expect(await screen.findByText(k.duplicate)).toBeInTheDocument()
      expect(name).toHaveValue(firstPage[0]!.name)
      expect(name).toHaveAttribute('aria-invalid', 'true')
    })

    it('shows a detail error in an alert, keeps the input, and sends one request on a double click', async () => {
      let posts = 0
      server.use(
        http.post(`*/api/temple/t-admin/${k.endpoint}/`, () => {
          posts += 1
          return HttpResponse.json({ detail: 'Temple is read-only right now.' }, { status: 409 })
        }),
      )
      await signInAs('admin')
      const { user } = renderApp(`${LIST}/add`)
      const name = await screen.findByLabelText(/Name/)
      await user.type(name, 'Archana')
      await user.dblClick(screen.getByRole('button', { name: 'Add category' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('Temple is read-only right now.')
      expect(posts).toBe(1)
      expect(name).toHaveValue('Archana')
    })

    it('shows the 500 message on a server error and keeps the input', async () => {
      server.use(http.post(`*/api/temple/t-admin/${k.endpoint}/`, () => new HttpResponse('oops', { status: 500 })))
      await signInAs('admin')
      const { user } = renderApp(`${LIST}/add`)
      const name = await screen.findByLabelText(/Name/)
      await user.type(name, 'Archana')
      await user.click(screen.getByRole('button', { name: 'Add category' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('500 Internal Server Error Occured')
      expect(name).toHaveValue('Archana')
    })

    it('warns before leaving a dirty form', async () => {
      await signInAs('admin')
      const { user, router } = renderApp(`${LIST}/add`)
      const name = await screen.findByLabelText(/Name/)
      await user.type(name, 'Half typed')
      await user.click(screen.getByTestId('nav-/dashboard/offerings'))
      expect(await screen.findByText('Leave without saving?')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Stay' }))
      expect(router.state.location.pathname).toBe(`${LIST}/add`)
      expect(name).toHaveValue('Half typed')
      await user.click(screen.getByTestId('nav-/dashboard/offerings'))
      await user.click(await screen.findByRole('button', { name: 'Leave' }))
      await waitForPath(router, '/dashboard/offerings')
    })
  })

  describe('editing and deleting', () => {
    it(`renames with a PATCH of the changed field only and says '${k.updated}'`, async () => {
      const patches = recordBodies('PATCH', `/${k.endpoint}/`)
      const { user, router, firstPage } = await adminOnList(k)
      const target = firstPage[1]!
      await user.click(screen.getByRole('link', { name: `Edit ${target.name}` }))
      await waitForPath(router, `${LIST}/edit/${target.id}`)
      const name = await screen.findByLabelText(/Name/)
      expect(name).toHaveValue(target.name)
      const save = screen.getByRole('button', { name: 'Save changes' })
      expect(save).toBeDisabled()
      await user.clear(name)
      await user.type(name, 'Renamed Category')
      await user.click(save)
      expect(await screen.findByText(k.updated)).toBeInTheDocument()
      await waitForPath(router, LIST)
      expect(await screen.findByText('Renamed Category')).toBeInTheDocument()
      expect(patches).toEqual([{ name: 'Renamed Category' }])
    })

    // The spec gives this one warning text for both kinds.
    it('deletes after the confirmation that names the category and warns about its offerings', async () => {
      const { user, firstPage } = await adminOnList(k)
      const target = firstPage[0]!
      await user.click(screen.getByRole('button', { name: `Delete ${target.name}` }))
      const dialog = await screen.findByRole('alertdialog')
      expect(within(dialog).getByText(`Are you sure you want to delete ${target.name}?`)).toBeInTheDocument()
      expect(within(dialog).getByText('Warning: All offerings under this category will be also deleted')).toBeInTheDocument()
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
      await waitFor(() => expect(screen.queryByText(target.name)).not.toBeInTheDocument())
      expect(getMockDb()[k.members].some((row) => row.category_id === target.id)).toBe(false)
    })

    it('sends an unknown id to /404', async () => {
      await signInAs('admin')
      const { router } = renderApp(`${LIST}/edit/999999`)
      await waitForPath(router, '/404')
    })
  })
})

describe('offering categories only', () => {
  const k = KINDS[0]
  const { LIST } = k

  it('follows the Link header for the next page and never renders every row', async () => {
    const pages: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/offering-category/') && request.method === 'GET') pages.push(new URL(request.url).search)
    })
    const { templeId } = await adminOnList(k)
    const { link } = await fetchCategories(k, templeId)
    expect(link).toContain('rel="next"')
    await waitFor(() => expect(pages.some((search) => search.includes('page=2'))).toBe(true))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' }) ?? screen.getByText(/items$/)).toBeInTheDocument())
    const table = screen.getByRole('table')
    // The second page's rows follow in the list's deferred render.
    await waitFor(() => expect(Number(table.getAttribute('aria-rowcount')) - 1).toBeGreaterThan(20))
    const total = Number(table.getAttribute('aria-rowcount')) - 1
    expect(within(table).getAllByRole('row').length - 1).toBeLessThan(total)
  })

  describe('permissions (offering codes)', () => {
    it('manager@example.com may add and edit but sees no delete buttons', async () => {
      await signInAs('manager', { templeId: 1 })
      renderApp(LIST)
      const templeId = await currentTemple()
      const { items } = await fetchCategories(k, templeId)
      await screen.findByText(items[0]!.name)
      expect(screen.getAllByRole('link', { name: /Add category/ }).length).toBeGreaterThan(0)
      expect(screen.getByRole('link', { name: `Edit ${items[0]!.name}` })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: `Delete ${items[0]!.name}` })).not.toBeInTheDocument()
    })

    it('a view-only user sees no buttons and is sent to /403 from add and edit', async () => {
      await signInAs('manager', { templeId: 1 })
      server.use(
        http.get('*/api/temple/t-admin/admins/me/', () =>
          HttpResponse.json({
            id: 9,
            url: 'http://localhost/api/temple/t-admin/admins/9/',
            role: 'staff',
            permissions: ['view_offering'],
            user: { id: 3, full_name: 'Ravi Nair', email: 'manager@example.com', phone: null },
          }),
        ),
      )
      const list = renderApp(LIST)
      const templeId = await currentTemple()
      const { items } = await fetchCategories(k, templeId)
      await screen.findByText(items[0]!.name)
      expect(screen.queryByRole('link', { name: /Add category/ })).not.toBeInTheDocument()
      expect(screen.queryByRole('link', { name: `Edit ${items[0]!.name}` })).not.toBeInTheDocument()
      list.unmount()
      for (const path of [`${LIST}/add`, `${LIST}/edit/${items[0]!.id}`]) {
        const { router, unmount } = renderApp(path)
        await waitForPath(router, '/403')
        unmount()
      }
    })

    it('the server refuses a delete the user may not do (403 with a detail)', async () => {
      await signInAs('manager', { templeId: 1 })
      const { items } = await fetchCategories(k, 1)
      const response = await fetch(items[0]!.url, {
        method: 'DELETE',
        headers: { Authorization: `JWT ${tokens.access()}`, 'X-Temple-ID': '1' },
      })
      expect(response.status).toBe(403)
      expect(((await response.json()) as { detail: string }).detail).toBeTruthy()
    })
  })
})

/** Gives manager@example.com other permissions on temple 1 (client and server see the same). */
function grantManager(permissions: PermissionCode[]) {
  const db = getMockDb()
  const user = db.users.find((u) => u.email === 'manager@example.com')!
  db.memberships.find((m) => m.user_id === user.id && m.temple_id === 1)!.permissions = permissions
}

describe('donation categories only: permissions (donation codes)', () => {
  const { LIST } = KINDS[1]

  it('manager@example.com has no donation permission and is sent to /403 from the list, add and edit', async () => {
    await signInAs('manager', { templeId: 1 })
    for (const path of [LIST, `${LIST}/add`, `${LIST}/edit/1`]) {
      const { router, unmount } = renderApp(path)
      await waitForPath(router, '/403')
      unmount()
    }
  })

  it('add and change on donations show add and edit but no delete', async () => {
    await signInAs('manager', { templeId: 1 })
    grantManager(['view_donation', 'add_donation', 'change_donation'])
    renderApp(LIST)
    const category = getMockDb().donationCategories.find((c) => c.temple_id === 1)!
    await screen.findByText(category.name)
    expect(screen.getByRole('link', { name: `Edit ${category.name}` })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /Add category/ }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: `Delete ${category.name}` })).not.toBeInTheDocument()
  })

  it('a view-only user sees no buttons and is sent to /403 from add and edit', async () => {
    await signInAs('manager', { templeId: 1 })
    grantManager(['view_donation'])
    const list = renderApp(LIST)
    const category = getMockDb().donationCategories.find((c) => c.temple_id === 1)!
    await screen.findByText(category.name)
    expect(screen.queryByRole('link', { name: /Add category/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: `Edit ${category.name}` })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: `Delete ${category.name}` })).not.toBeInTheDocument()
    list.unmount()
    for (const path of [`${LIST}/add`, `${LIST}/edit/${category.id}`]) {
      const { router, unmount } = renderApp(path)
      await waitForPath(router, '/403')
      unmount()
    }
  })
})
