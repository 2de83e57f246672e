import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import type { env as Env } from '@/shared/lib/env'
import { tokens } from '@/shared/api/tokens'
import { fillIn, renderApp, screen, signInAs } from '../render'

/** The maps key and what the (mocked) Google Maps loader reports, per test. */
const maps = vi.hoisted(() => ({ key: '', status: 'LOADED', failures: 0, attempts: [] as number[] }))

// The script itself: fails `failures` times (or always when the status is FAILED), then loads.
vi.mock('@/features/temple/maps-script', () => ({
  injectMapsScript: () => {
    maps.attempts.push(Date.now())
    const fail = maps.status === 'FAILED' || maps.attempts.length <= maps.failures
    return fail ? Promise.reject(new Error('script error')) : Promise.resolve()
  },
}))

vi.mock('@/shared/lib/env', async (importOriginal) => {
  const original = await importOriginal<{ env: typeof Env }>()
  return {
    env: new Proxy(original.env, {
      get: (target, property) => (property === 'mapsKey' ? maps.key : target[property as keyof typeof target]),
    }),
  }
})

// The real library injects Google's script; here it reports the status the test chooses.
vi.mock('@vis.gl/react-google-maps', () => ({
  APILoadingStatus: { NOT_LOADED: 'NOT_LOADED', LOADING: 'LOADING', LOADED: 'LOADED', FAILED: 'FAILED', AUTH_FAILURE: 'AUTH_FAILURE' },
  APIProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
  Map: ({ children }: { children?: ReactNode }) => <div data-testid="google-map">{children}</div>,
  Marker: () => null,
  useApiLoadingStatus: () => maps.status,
  useMap: () => null,
  useMapsLibrary: () => null,
}))

const REGISTER = '/register-temple'

afterEach(() => {
  server.events.removeAllListeners()
  maps.key = ''
  maps.status = 'LOADED'
  maps.failures = 0
  maps.attempts = []
  vi.restoreAllMocks()
})

function recordPosts() {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/temple/t-admin/') bodies.push(await request.clone().json())
  })
  return bodies
}

async function openForm() {
  await signInAs('newbie')
  const app = renderApp(REGISTER)
  expect(await screen.findByRole('heading', { name: 'Register Temple' })).toBeInTheDocument()
  const { user } = app
  await fillIn(user, screen.getByLabelText(/Temple name/), 'Sree Ananthapura Lake Temple')
  await fillIn(user, screen.getByLabelText(/^Email/), 'office@ananthapura.example.org')
  await fillIn(user, screen.getByLabelText(/^Phone/), '04998 214360')
  await fillIn(user, screen.getByLabelText(/Address line 1/), 'Ananthapura')
  await fillIn(user, screen.getByLabelText(/^City/), 'Kumbla')
  await fillIn(user, screen.getByLabelText(/^District/), 'Kasaragod')
  await fillIn(user, screen.getByLabelText(/^State/), 'Kerala')
  await fillIn(user, screen.getByLabelText(/^Pincode/), '671321')
  return app
}

describe('/register-temple', () => {
  it("needs a location: 'Location is required', and nothing is sent", async () => {
    const posts = recordPosts()
    const { user } = await openForm()
    expect(screen.getByTestId('map-unavailable')).toHaveTextContent('The map is not configured')
    await user.click(screen.getByRole('button', { name: 'Register temple' }))
    expect(await screen.findByText('Location is required')).toBeInTheDocument()
    expect(posts).toEqual([])
  })

  it('registers with the location as latitude and longitude; the temple waits for approval', async () => {
    const posts = recordPosts()
    const { user } = await openForm()
    await user.type(screen.getByLabelText(/^Latitude/), '12.6036')
    await user.type(screen.getByLabelText(/^Longitude/), '74.9859')
    await user.dblClick(screen.getByRole('button', { name: 'Register temple' }))
    expect(await screen.findByText('temple registered')).toBeInTheDocument()
    expect(
      screen.getByText('Temple is submitted and under review. Our representative will get back to you as soon as possible.'),
    ).toBeInTheDocument()
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({
      name: 'Sree Ananthapura Lake Temple',
      phone: '04998 214360',
      star_lang: 'malayalam',
      address: { city: 'Kumbla', district: 'Kasaragod', pincode: '671321' },
      location: { latitude: 12.6036, longitude: 74.9859 },
    })
    const response = await fetch('http://localhost/api/temple/t-admin/', { headers: { Authorization: `JWT ${tokens.access()}` } })
    const temples = (await response.json()) as { name: string; approval_status: string; is_active: boolean }[]
    expect(temples).toEqual([
      expect.objectContaining({ name: 'Sree Ananthapura Lake Temple', approval_status: 'pending', is_active: false }),
    ])
  })

  it('when the maps script fails to load, logs it and keeps latitude and longitude usable', async () => {
    maps.key = 'test-key'
    maps.status = 'FAILED'
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const posts = recordPosts()
    const { user } = await openForm()
    expect(await screen.findByTestId('map-unavailable')).toHaveTextContent('The map could not be loaded')
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[maps]'), expect.anything())
    // item 10: the spec's one retry after 500 ms before falling back.
    expect(maps.attempts).toHaveLength(2)
    expect(maps.attempts[1]! - maps.attempts[0]!).toBeGreaterThanOrEqual(490)
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Latitude/), '12.6')
    await user.type(screen.getByLabelText(/^Longitude/), '74.98')
    await user.click(screen.getByRole('button', { name: 'Register temple' }))
    expect(await screen.findByText('temple registered')).toBeInTheDocument()
    expect(posts[0]).toMatchObject({ location: { latitude: 12.6, longitude: 74.98 } })
  })

  it('item 10: retries the script once after 500 ms and shows the map when the retry loads', async () => {
    maps.key = 'test-key'
    maps.failures = 1
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await signInAs('newbie')
    renderApp(REGISTER)
    expect(await screen.findByTestId('google-map')).toBeInTheDocument()
    expect(maps.attempts).toHaveLength(2)
    expect(maps.attempts[1]! - maps.attempts[0]!).toBeGreaterThanOrEqual(490)
    expect(screen.queryByTestId('map-unavailable')).not.toBeInTheDocument()
  })

  it('shows the map when the script loads, next to the coordinate inputs', async () => {
    maps.key = 'test-key'
    await signInAs('newbie')
    renderApp(REGISTER)
    expect(await screen.findByTestId('google-map')).toBeInTheDocument()
    expect(screen.queryByTestId('map-unavailable')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^Latitude/)).toBeEnabled()
  })
})

describe('/register-temple: a pasted map link or "lat, long" text (issue 28, item 5)', () => {
  it('reads a pasted Google Maps link into latitude and longitude, and registers with them', async () => {
    const posts = recordPosts()
    const { user } = await openForm()
    expect(screen.getByTestId('map-unavailable')).toHaveTextContent('Paste a map link or enter the latitude and longitude by hand')
    const pasted = screen.getByLabelText('Map link or coordinates')
    expect(screen.getByText(/e\.g\. 9\.9312, 76\.2673/)).toBeInTheDocument()
    await user.click(pasted)
    await user.paste(
      'https://www.google.com/maps/place/Ananthapura+Lake+Temple/@12.6,74.98,17z/data=!3m1!4b1!4m6!3m5!8m2!3d12.6036!4d74.9859',
    )
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('12.6036')
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('74.9859')
    expect(screen.getByText('Filled in: latitude 12.6036, longitude 74.9859')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Register temple' }))
    expect(await screen.findByText('temple registered')).toBeInTheDocument()
    expect(posts[0]).toMatchObject({ location: { latitude: 12.6036, longitude: 74.9859 } })
  })

  it('reads typed degrees with N/E; Enter reads and never submits the form', async () => {
    const posts = recordPosts()
    const { user } = await openForm()
    await user.type(screen.getByLabelText('Map link or coordinates'), '12.6036° N, 74.9859° E{Enter}')
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('12.6036')
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('74.9859')
    expect(posts).toEqual([])
    expect(screen.queryByText('Location is required')).not.toBeInTheDocument()
  })

  it('says a short link cannot be read here and asks for the full link or the numbers; nothing is filled', async () => {
    const { user } = await openForm()
    await user.click(screen.getByLabelText('Map link or coordinates'))
    await user.paste('https://maps.app.goo.gl/Xy7dQ3kP9mZ')
    expect(screen.getByText(/A short link \(maps\.app\.goo\.gl\) cannot be read here/)).toBeInTheDocument()
    expect(screen.getByLabelText('Map link or coordinates')).toHaveAccessibleDescription(
      /copy the full address .* or type the latitude and longitude/,
    )
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('')
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('')
  })

  it('refuses a value out of range with a clear message', async () => {
    const { user } = await openForm()
    await user.click(screen.getByLabelText('Map link or coordinates'))
    await user.paste('95.2, 76.26')
    expect(screen.getByText('Latitude must be between -90 and 90')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('')
  })

  it('says nothing while a pair is still being typed, and explains on Enter', async () => {
    const { user } = await openForm()
    const pasted = screen.getByLabelText('Map link or coordinates')
    await user.type(pasted, '12.60')
    expect(screen.queryByText(/No coordinates found/)).not.toBeInTheDocument()
    await user.type(pasted, '{Enter}')
    expect(screen.getByText(/No coordinates found/)).toBeInTheDocument()
  })
})
