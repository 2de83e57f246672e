import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setFileRenderer } from '../../mocks/files/renderer'
import { server } from '../../mocks/node'
import { seededDonationOrders } from '../../mocks/seed/orders'
import { recordDownloads } from '../download-links'
import { renderApp, screen, signInAs } from '../render'

/**
 * The mock's files are rendered by whoever the environment names (decision 228: a page of the
 * demo, for the service worker). When none can, the link answers a server error, and the download
 * fails the way any 5xx of a link fails (src/shared/api/response.ts): the download's notice with
 * the server error's text, no file, the page stays.
 */
const receipt = seededDonationOrders(1).at(-1)!

let restore: Parameters<typeof setFileRenderer>[0] = null
afterEach(() => {
  if (restore) setFileRenderer(restore)
  restore = null
  server.events.removeAllListeners()
  vi.restoreAllMocks()
})

describe('a file that cannot be rendered', () => {
  it('answers its link with a 500, and the app shows the failed download, saves nothing and stays', async () => {
    restore = setFileRenderer(() => Promise.reject(new Error('No page of the demo could render the file')))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const statuses: number[] = []
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.url.includes('/generate_download_link/')) statuses.push(response.status)
    })
    const { files } = recordDownloads()
    await signInAs('admin')
    const { user, router } = renderApp(`/dashboard/donation-receipts/${receipt.id}`)
    await screen.findByRole('heading', { name: `Donation receipt #${receipt.id}` })
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByText('Download failed')).toBeInTheDocument()
    expect(screen.getByText('500 Internal Server Error Occured')).toBeInTheDocument()
    expect(statuses).toEqual([500])
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[mocks\] Could not render receipt-DON-/), expect.any(Error))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled())
    expect(files).toEqual([])
    expect(router.state.location.pathname).toBe(`/dashboard/donation-receipts/${receipt.id}`)
  })
})
