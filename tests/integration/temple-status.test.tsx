import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getMockDb, server } from '../../mocks/node'
import { sessionKeys } from '@/session/queries'
import { renderApp, screen, signInAs, waitForPath } from '../render'

/** Issue 28, item 4: a temple awaiting approval says so on every page of the temple area. */
const PENDING_TITLE = 'This temple is waiting for staff approval'

function setTemple(id: number, changes: { is_active: boolean; approval_status: 'approved' | 'pending' }) {
  Object.assign(
    getMockDb().temples.find((temple) => temple.id === id)!,
    changes,
  )
}

const banner = () => screen.queryByRole('region', { name: 'Temple status' })

describe('the temple status banner', () => {
  it('shows on every page of a temple awaiting approval, with what the administrator can do meanwhile', async () => {
    setTemple(1, { is_active: false, approval_status: 'pending' })
    await signInAs('admin', { templeId: 1 })
    const { user, router } = renderApp('/dashboard/offerings')
    const region = await screen.findByRole('region', { name: 'Temple status' })
    expect(region).toHaveTextContent(PENDING_TITLE)
    expect(region).toHaveTextContent('Meanwhile you can complete the profile, add the bank account, deities, offerings and donations')
    // It paints with the page, above it.
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(region.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    await user.click(screen.getByRole('link', { name: 'Complete the profile' }))
    await waitForPath(router, '/dashboard/profile')
    expect(await screen.findByLabelText(/Temple name/)).toBeInTheDocument()
    expect(banner()).toHaveTextContent(PENDING_TITLE)
    // No link to the page one is on.
    expect(screen.queryByRole('link', { name: 'Complete the profile' })).not.toBeInTheDocument()

    await router.navigate({ to: '/dashboard/deities' })
    await waitForPath(router, '/dashboard/deities')
    expect(banner()).toHaveTextContent(PENDING_TITLE)
  })

  it('is not shown for an active temple', async () => {
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/offerings')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(banner()).not.toBeInTheDocument()
  })

  it('reads the spec’s is_active: a backend that sends no approval_status still shows it for an inactive temple', async () => {
    server.use(
      // The spec's temple: isActive, no approval field.
      http.get('*/api/temple/t-admin/', () =>
        HttpResponse.json([
          { id: 1, url: 'http://localhost/api/temple/t-admin/1/', name: 'Sree Padmanabhaswamy Temple', is_active: false },
          { id: 2, url: 'http://localhost/api/temple/t-admin/2/', name: 'Guruvayur Sree Krishna Temple', is_active: true },
        ]),
      ),
    )
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/offerings')
    expect(await screen.findByRole('region', { name: 'Temple status' })).toHaveTextContent(PENDING_TITLE)
  })

  it('says "inactive" (not "waiting for approval") for a temple staff approved and then deactivated', async () => {
    setTemple(1, { is_active: false, approval_status: 'approved' })
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/offerings')
    const region = await screen.findByRole('region', { name: 'Temple status' })
    expect(region).toHaveTextContent('This temple is inactive')
    expect(region).not.toHaveTextContent(PENDING_TITLE)
  })

  it('keeps the page still when staff approve it meanwhile, and leaves on the next page', async () => {
    setTemple(1, { is_active: false, approval_status: 'pending' })
    await signInAs('admin', { templeId: 1 })
    const { router, queryClient } = renderApp('/dashboard/offerings')
    expect(await screen.findByRole('region', { name: 'Temple status' })).toBeInTheDocument()
    setTemple(1, { is_active: true, approval_status: 'approved' })
    await queryClient.refetchQueries({ queryKey: sessionKeys.temples() })
    await waitFor(() =>
      expect(queryClient.getQueryData<{ id: number; isActive: boolean }[]>(sessionKeys.temples())?.[0]?.isActive).toBe(true),
    )
    expect(banner()).toBeInTheDocument()
    await router.navigate({ to: '/dashboard/deities' })
    await waitForPath(router, '/dashboard/deities')
    await waitFor(() => expect(banner()).not.toBeInTheDocument())
  })

  it('a newly registered temple shows it once the administrator goes to the dashboard', async () => {
    await signInAs('newbie')
    const { user, router } = renderApp('/register-temple')
    await user.type(await screen.findByLabelText(/Temple name/), 'Sree Ananthapura Lake Temple')
    await user.type(screen.getByLabelText(/^Email/), 'office@ananthapura.example.org')
    await user.type(screen.getByLabelText(/^Phone/), '04998 214360')
    await user.type(screen.getByLabelText(/Address line 1/), 'Ananthapura')
    await user.type(screen.getByLabelText(/^City/), 'Kumbla')
    await user.type(screen.getByLabelText(/^State/), 'Kerala')
    await user.type(screen.getByLabelText(/^Pincode/), '671321')
    await user.type(screen.getByLabelText(/^Latitude/), '12.6036')
    await user.type(screen.getByLabelText(/^Longitude/), '74.9859')
    await user.click(screen.getByRole('button', { name: 'Register temple' }))
    expect(await screen.findByText('temple registered')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Go to dashboard' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\//))
    expect(await screen.findByRole('region', { name: 'Temple status' })).toHaveTextContent(PENDING_TITLE)
  })
})
