import { fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { getMockDb, server } from '../../mocks/node'
import { renderApp, screen, signInAs, waitForPath } from '../render'
import { fileOf, HEADS } from '../upload-files'

const LIST = '/dashboard/deities'

/** Records the JSON bodies the app sends for a method and url fragment. */
function recordBodies(method: string, fragment: string) {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && request.url.includes(fragment)) bodies.push(await request.clone().json())
  })
  return bodies
}

afterEach(() => server.events.removeAllListeners())

function templeId(): number {
  return Number(localStorage.getItem('tbo.templeId'))
}

function deitiesOf(temple: number) {
  return getMockDb()
    .deities.filter((d) => d.temple_id === temple)
    .sort((a, b) => Number(b.is_main) - Number(a.is_main) || a.id - b.id)
}

async function adminOnList() {
  await signInAs('admin')
  const app = renderApp(LIST)
  await screen.findByRole('heading', { name: 'Deities' })
  const deities = deitiesOf(1)
  await screen.findByText(deities[0]!.name)
  expect(templeId()).toBe(1)
  return { ...app, deities }
}

describe('deities list', () => {
  it('shows image, name, the main-prathistta flag and the number of offerings per row', async () => {
    const { deities } = await adminOnList()
    const main = deities.find((d) => d.is_main)!
    const row = screen.getByText(main.name).closest('tr')!
    expect(within(row).getByText('Main')).toBeInTheDocument()
    expect(within(row).getByText(String(main.offering_ids.length))).toBeInTheDocument()
    expect(within(row).getByRole('img', { name: main.name })).toHaveAttribute('src', expect.stringContaining(`deity-${main.id}.svg`))
    const other = deities.find((d) => !d.is_main)!
    const otherRow = screen.getByText(other.name).closest('tr')!
    expect(within(otherRow).queryByText('Main')).not.toBeInTheDocument()
    expect(within(otherRow).getByRole('link', { name: `Edit ${other.name}` })).toBeInTheDocument()
    expect(within(otherRow).getByRole('button', { name: `Delete ${other.name}` })).toBeInTheDocument()
  })

  it('shows a skeleton while loading and says what to do when there are none', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/api/temple/t-admin/deity/', async () => {
        await gate
        return HttpResponse.json([])
      }),
    )
    await signInAs('admin')
    renderApp(LIST)
    expect(await screen.findByTestId('table-skeleton')).toBeInTheDocument()
    release()
    expect(await screen.findByText('No deities yet')).toBeInTheDocument()
    expect(screen.getByText(/Add the main prathistta first/)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /Add deity/ }).length).toBeGreaterThan(0)
  })
})

describe('adding', () => {
  it("creates a deity with offerings picked by search, says 'Deity {name} created' and lists it", async () => {
    const posts = recordBodies('POST', '/temple/t-admin/deity/')
    const { user, router } = await adminOnList()
    await user.click(screen.getAllByRole('link', { name: /Add deity/ })[0]!)
    await waitForPath(router, `${LIST}/add`)
    const submit = await screen.findByRole('button', { name: 'Add deity' })
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText(/^Name/), 'Sree Subramanya')
    await user.click(screen.getByRole('checkbox', { name: /Main prathistta|No/ }))
    const offering = getMockDb().offerings.find((o) => o.temple_id === 1)!
    await user.type(screen.getByPlaceholderText('Search offerings'), offering.name)
    await user.click(screen.getAllByRole('checkbox', { name: offering.name })[0]!)
    expect(screen.getByRole('button', { name: `Remove ${offering.name}` })).toBeInTheDocument()
    await user.click(submit)
    expect(await screen.findByText('Deity Sree Subramanya created')).toBeInTheDocument()
    await waitForPath(router, LIST)
    expect(await screen.findByText('Sree Subramanya')).toBeInTheDocument()
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({
      name: 'Sree Subramanya',
      is_main: true,
      offerings: [expect.stringMatching(new RegExp(`/temple/t-admin/offering/${offering.id}/$`))],
    })
  })

  it("requires a name: 'Name is required'", async () => {
    await signInAs('admin')
    const { user } = renderApp(`${LIST}/add`)
    const name = await screen.findByLabelText(/^Name/)
    await user.type(name, '   ')
    await user.click(screen.getByRole('button', { name: 'Add deity' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
  })

  it('puts a server field error on its field and keeps what was typed', async () => {
    await signInAs('admin')
    const { user } = renderApp(`${LIST}/add`)
    const existing = deitiesOf(1)[1]!
    const name = await screen.findByLabelText(/^Name/)
    await user.type(name, existing.name)
    await user.click(screen.getByRole('button', { name: 'Add deity' }))
    expect(await screen.findByText('Deity with this name already exists.')).toBeInTheDocument()
    expect(name).toHaveValue(existing.name)
    expect(name).toHaveAttribute('aria-invalid', 'true')
  })

  it('sends one request on a double click and keeps the input after a failure', async () => {
    let posts = 0
    server.use(
      http.post('*/api/temple/t-admin/deity/', () => {
        posts += 1
        return HttpResponse.json({ detail: 'Temple is read-only right now.' }, { status: 409 })
      }),
    )
    await signInAs('admin')
    const { user } = renderApp(`${LIST}/add`)
    const name = await screen.findByLabelText(/^Name/)
    await user.type(name, 'Sree Rama')
    await user.dblClick(screen.getByRole('button', { name: 'Add deity' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Temple is read-only right now.')
    expect(posts).toBe(1)
    expect(name).toHaveValue('Sree Rama')
  })

  it('refuses an image that is too big or not jpeg/png before anything is uploaded', async () => {
    let uploads = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/img/')) uploads += 1
    })
    await signInAs('admin')
    renderApp(`${LIST}/add`)
    const input = await screen.findByLabelText('Image')
    const big = new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' })
    fireEvent.change(input, { target: { files: [big] } })
    expect(await screen.findByText('Image should be less than 5 MB')).toBeInTheDocument()
    expect(screen.queryByText(/big\.png/)).not.toBeInTheDocument()
    const gif = new File([new Uint8Array(10)], 'deity.gif', { type: 'image/gif' })
    fireEvent.change(input, { target: { files: [gif] } })
    expect(await screen.findByText('Only jpeg and png images are allowed')).toBeInTheDocument()
    const ok = fileOf(HEADS.jpeg, 'exact.jpg', 'image/jpeg', 5_242_880)
    fireEvent.change(input, { target: { files: [ok] } })
    expect(await screen.findByText(/exact\.jpg/)).toBeInTheDocument()
    expect(screen.queryByText('Only jpeg and png images are allowed')).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Image preview' })).toBeInTheDocument()
    expect(uploads).toBe(0)
  })

  it('refuses an HTML page named x.png at the field by its content, and uploads nothing on save', async () => {
    let uploads = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/img/')) uploads += 1
    })
    await signInAs('admin')
    const { user } = renderApp(`${LIST}/add`)
    const input = await screen.findByLabelText('Image')
    fireEvent.change(input, { target: { files: [fileOf(HEADS.html, 'x.png', 'image/png')] } })
    expect(await screen.findByText('This file is not a PNG or JPEG image.')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText(/x\.png/)).not.toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Image preview' })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Name/), 'Sree Rama')
    await user.click(screen.getByRole('button', { name: 'Add deity' }))
    await waitFor(() => expect(getMockDb().deities.some((d) => d.name === 'Sree Rama')).toBe(true))
    expect(uploads).toBe(0)
  })

  it('warns before leaving a dirty form', async () => {
    await signInAs('admin')
    const { user, router } = renderApp(`${LIST}/add`)
    const name = await screen.findByLabelText(/^Name/)
    await user.type(name, 'Half typed')
    await user.click(screen.getByTestId('nav-/dashboard/offerings'))
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay' }))
    expect(router.state.location.pathname).toBe(`${LIST}/add`)
    expect(name).toHaveValue('Half typed')
  })
})

describe('editing and deleting', () => {
  it("sends only the changed field and says 'Deity updated'", async () => {
    const patches = recordBodies('PATCH', '/temple/t-admin/deity/')
    const { user, router, deities } = await adminOnList()
    const target = deities[1]!
    await user.click(screen.getByRole('link', { name: `Edit ${target.name}` }))
    await waitForPath(router, `${LIST}/edit/${target.id}`)
    const name = await screen.findByLabelText(/^Name/)
    expect(name).toHaveValue(target.name)
    const save = screen.getByRole('button', { name: 'Save changes' })
    expect(save).toBeDisabled()
    await user.clear(name)
    await user.type(name, 'Sree Renamed')
    await user.click(save)
    expect(await screen.findByText('Deity updated')).toBeInTheDocument()
    await waitForPath(router, LIST)
    expect(await screen.findByText('Sree Renamed')).toBeInTheDocument()
    expect(patches).toEqual([{ name: 'Sree Renamed' }])
  })

  it('deletes after the confirmation that names the deity and warns it cannot be undone', async () => {
    const { user, deities } = await adminOnList()
    const target = deities[2]!
    await user.click(screen.getByRole('button', { name: `Delete ${target.name}` }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(`Are you sure you want to delete ${target.name}?`)).toBeInTheDocument()
    expect(within(dialog).getByText('Warning: You cannot reverse this action!')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText(target.name)).not.toBeInTheDocument())
    expect(getMockDb().deities.some((d) => d.id === target.id)).toBe(false)
  })
})

describe('permissions', () => {
  it('manager@example.com (view only on deities) sees no add, edit or delete and is sent to /403 from add and edit', async () => {
    await signInAs('manager', { templeId: 1 })
    const list = renderApp(LIST)
    const deities = deitiesOf(1)
    await screen.findByText(deities[0]!.name)
    expect(screen.queryByRole('link', { name: /Add deity/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: `Edit ${deities[0]!.name}` })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: `Delete ${deities[0]!.name}` })).not.toBeInTheDocument()
    list.unmount()
    for (const path of [`${LIST}/add`, `${LIST}/edit/${deities[0]!.id}`]) {
      const { router, unmount } = renderApp(path)
      await waitForPath(router, '/403')
      unmount()
    }
  })
})
