import { fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { renderApp, screen, signInAs, waitForPath } from '../render'
import { fileOf, HEADS } from '../upload-files'

const PROFILE = '/dashboard/profile'

/** Records the JSON bodies the app sends for a method and url fragment. */
function recordBodies(method: string, fragment: string) {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && request.url.includes(fragment)) bodies.push(await request.clone().json())
  })
  return bodies
}

afterEach(() => {
  server.events.removeAllListeners()
})

async function adminOnProfile() {
  await signInAs('admin', { templeId: 1 })
  const app = renderApp(PROFILE)
  const name = await screen.findByLabelText(/Temple name/)
  expect(name).toHaveValue('Sree Padmanabhaswamy Temple')
  return app
}

function pickFile(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } })
}

function bigFile(name: string, type: string, bytes: number): File {
  const file = fileOf(HEADS.png, name, type)
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

describe('temple details', () => {
  it('shows a skeleton, then the form; saves only the changed phone and says "Temple Updated"', async () => {
    const patches = recordBodies('PATCH', '/temple/t-admin/1/')
    // The temple answers only when the test says so (then the mocked backend answers): the skeleton shows meanwhile.
    let release = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    server.use(http.get('*/api/temple/t-admin/1/', async () => void (await answered)))
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp(PROFILE)
    expect(await screen.findByTestId('profile-skeleton')).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Phone/)).not.toBeInTheDocument()
    release()
    const phone = await screen.findByLabelText(/^Phone/)
    const save = screen.getByRole('button', { name: 'Save changes' })
    expect(save).toBeDisabled()
    await user.clear(phone)
    await user.type(phone, '9447012345')
    await user.click(save)
    expect(await screen.findByText('Temple Updated')).toBeInTheDocument()
    expect(patches).toEqual([{ phone: '9447012345' }])
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveValue('9447012345'))
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  })

  it('sends the whole address when one of its fields changed', async () => {
    const patches = recordBodies('PATCH', '/temple/t-admin/1/')
    const { user } = await adminOnProfile()
    const city = screen.getByLabelText(/^City/)
    await user.clear(city)
    await user.type(city, 'Trivandrum')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Temple Updated')).toBeInTheDocument()
    expect(patches).toEqual([
      {
        address: {
          address_line_1: 'West Nada, East Fort',
          address_line_2: 'Fort P.O.',
          city: 'Trivandrum',
          district: 'Thiruvananthapuram',
          state: 'Kerala',
          pincode: '695023',
        },
      },
    ])
  })

  it('shows the spec messages for pincode, phone and timings', async () => {
    const { user } = await adminOnProfile()
    const pincode = screen.getByLabelText(/^Pincode/)
    await user.clear(pincode)
    await user.type(pincode, '69A023')
    // Messages show on submit, then follow the typing (decision 166).
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Pincode should have digits only')).toBeInTheDocument()
    await user.clear(pincode)
    await user.type(pincode, '69502')
    await user.tab()
    expect(await screen.findByText('Only 6 digits are allowed')).toBeInTheDocument()
    const whatsapp = screen.getByLabelText(/WhatsApp number/)
    await user.clear(whatsapp)
    await user.type(whatsapp, '12345')
    await user.tab()
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText(/Closing time/), { target: { value: '02:00' } })
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText("Closing time can't be before starting time")).toBeInTheDocument()
  })

  it('puts a nested server error on its field, keeps the input, and sends one request on a double click', async () => {
    let patches = 0
    server.use(
      http.patch('*/api/temple/t-admin/1/', () => {
        patches += 1
        return HttpResponse.json({ address: { city: ['Unknown city.'] } }, { status: 400 })
      }),
    )
    const { user } = await adminOnProfile()
    const city = screen.getByLabelText(/^City/)
    await user.clear(city)
    await user.type(city, 'Atlantis')
    await user.dblClick(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Unknown city.')).toBeInTheDocument()
    expect(city).toHaveValue('Atlantis')
    expect(city).toHaveAttribute('aria-invalid', 'true')
    expect(patches).toBe(1)
  })

  it('warns before leaving with unsaved changes', async () => {
    const { user, router } = await adminOnProfile()
    await user.type(screen.getByLabelText(/Counter name/), ' 2')
    await user.click(screen.getByTestId('nav-/dashboard/offerings'))
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay' }))
    expect(router.state.location.pathname).toBe(PROFILE)
  })
})

describe('ID Reset Settings', () => {
  it('shows each rule of the templates and a live example with the padding', async () => {
    const patches = recordBodies('PATCH', '/temple/t-admin/1/')
    const { user } = await adminOnProfile()
    await user.click(screen.getByRole('button', { name: /ID Reset Settings/ }))
    const order = await screen.findByLabelText(/^Order reference/)
    const year = String(new Date().getFullYear())
    const month = String(new Date().getMonth() + 1).padStart(2, '0')
    expect(screen.getByTestId('example-orderRefNoTpl')).toHaveTextContent(`ORD/${year}/${month}/00001`)

    const padding = screen.getByLabelText(/Number padding/)
    await user.clear(padding)
    await user.type(padding, '3')
    expect(screen.getByTestId('example-orderRefNoTpl')).toHaveTextContent(`ORD/${year}/${month}/001`)
    await user.clear(padding)
    await user.type(padding, '21')
    expect(await screen.findByText('Padding cannot exceed 20.')).toBeInTheDocument()
    await user.clear(padding)
    await user.type(padding, '-1')
    expect(await screen.findByText('Padding must be at least 0.')).toBeInTheDocument()
    await user.clear(padding)
    await user.type(padding, '3')

    const cases: [string, string][] = [
      ['ORD-[year]-2', 'Invalid format. Allowed: a-z, A-Z, _, and placeholders [year], [month], [finyearstart], [finyearend], [no].'],
      ['ORD/[year]/[month]', '[no] is required in the template.'],
      ['ORD/[year]/[no]', '[year] requires [month] in the template.'],
      ['ORD/[finyearstart]/[no]', '[finyearstart] and [finyearend] must be used together.'],
      ['ORD/[no]/[no]', 'Placeholders can only appear once in the template.'],
    ]
    for (const [template, message] of cases) {
      fireEvent.change(order, { target: { value: template } })
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    fireEvent.change(order, { target: { value: 'BK_[finyearstart]-[finyearend]/[no]' } })
    await waitFor(() => expect(screen.queryByText('Placeholders can only appear once in the template.')).not.toBeInTheDocument())
    const finStart = new Date().getMonth() >= 3 ? Number(year) : Number(year) - 1
    expect(screen.getByTestId('example-orderRefNoTpl')).toHaveTextContent(`BK_${finStart}-${finStart + 1}/001`)
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Temple Updated')).toBeInTheDocument()
    expect(patches).toEqual(
      [{ refNoPadding: 3, orderRefNoTpl: 'BK_[finyearstart]-[finyearend]/[no]' }].map((p) => ({
        ref_no_padding: p.refNoPadding,
        order_ref_no_tpl: p.orderRefNoTpl,
      })),
    )
  })
})

describe('images', () => {
  it('refuses a picture of another type or over 5 MB at the field, before any upload', async () => {
    let uploads = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/img/')) uploads += 1
    })
    await adminOnProfile()
    const logo = screen.getByLabelText('Logo')
    pickFile(logo, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('Only jpeg and png images are allowed')).toBeInTheDocument()
    pickFile(logo, bigFile('logo.png', 'image/png', 5_242_881))
    expect(await screen.findByText('Image should be less than 5 MB')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument()
    pickFile(logo, bigFile('logo.png', 'image/png', 5_242_880))
    expect(await screen.findByRole('button', { name: 'Upload logo' })).toBeInTheDocument()
    expect(uploads).toBe(0)
  })
})

describe('location', () => {
  it('without a maps key says so and saves coordinates typed by hand: "Location updated"', async () => {
    const patches = recordBodies('PATCH', '/temple/t-admin/1/')
    const { user } = await adminOnProfile()
    expect(screen.getByTestId('map-unavailable')).toHaveTextContent('Paste a map link or enter the latitude and longitude by hand')
    const latitude = screen.getByLabelText(/^Latitude/)
    expect(latitude).toHaveValue('8.4828')
    await user.clear(latitude)
    await user.type(latitude, '8.5')
    await user.click(screen.getByRole('button', { name: 'Save location' }))
    expect(await screen.findByText('Location updated')).toBeInTheDocument()
    expect(patches).toEqual([{ location: { latitude: 8.5, longitude: 76.9436 } }])
  })

  it('issue 28, item 5: a pasted OpenStreetMap link sets both coordinates, saved with "Save location"', async () => {
    const patches = recordBodies('PATCH', '/temple/t-admin/1/')
    const { user } = await adminOnProfile()
    await user.click(screen.getByLabelText('Map link or coordinates'))
    await user.paste('https://www.openstreetmap.org/?mlat=8.48284&mlon=76.94372#map=17/8.48284/76.94372')
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('8.48284')
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('76.94372')
    await user.click(screen.getByRole('button', { name: 'Save location' }))
    expect(await screen.findByText('Location updated')).toBeInTheDocument()
    expect(patches).toEqual([{ location: { latitude: 8.48284, longitude: 76.94372 } }])
  })

  it('says "Location updated failed" when the save fails and keeps the input', async () => {
    server.use(http.patch('*/api/temple/t-admin/1/', () => HttpResponse.json({ location: ['Bad.'] }, { status: 400 })))
    const { user } = await adminOnProfile()
    const longitude = screen.getByLabelText(/^Longitude/)
    await user.clear(longitude)
    await user.type(longitude, '77')
    await user.click(screen.getByRole('button', { name: 'Save location' }))
    expect(await screen.findByText('Location updated failed')).toBeInTheDocument()
    expect(longitude).toHaveValue('77')
  })
})

describe('permissions and missing temple', () => {
  it('manager@example.com (no view_temple) gets /403', async () => {
    await signInAs('manager', { templeId: 1 })
    const { router } = renderApp(PROFILE)
    await waitForPath(router, '/403')
  })

  it('a member with view but not change on the temple sees the page under the overlay', async () => {
    await signInAs('manager', { templeId: 1 })
    server.use(
      http.get('*/api/temple/t-admin/admins/me/', () =>
        HttpResponse.json({
          id: 9,
          url: 'http://localhost/api/temple/t-admin/admins/9/',
          role: 'staff',
          permissions: ['view_temple', 'view_offering'],
          user: { id: 3, full_name: 'Ravi Nair', email: 'manager@example.com', phone: null },
        }),
      ),
    )
    const { user } = renderApp(PROFILE)
    const overlay = await screen.findByRole('note', { name: "You don't have enough permissions to modify this section" })
    expect(screen.getByLabelText(/Temple name/)).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
    await user.hover(overlay)
    expect(await screen.findByText("You don't have enough permissions to modify this section", { selector: 'div' })).toBeInTheDocument()
  })

  it('shows the 404 page with a home button when the temple is not found', async () => {
    server.use(http.get('*/api/temple/t-admin/1/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })))
    await signInAs('admin', { templeId: 1 })
    renderApp(PROFILE)
    expect(await screen.findByText("We can't find the page that you are looking for.")).toBeInTheDocument()
    const main = screen.getByText("We can't find the page that you are looking for.").parentElement!
    expect(within(main).getByRole('link', { name: /Go back to home/ })).toHaveAttribute('href', '/')
  })
})
