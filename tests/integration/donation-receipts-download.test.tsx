import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { expectFile, recordDownloads } from '../download-links'
import { renderApp, screen, signInAs } from '../render'

afterEach(() => {
  server.events.removeAllListeners()
  vi.restoreAllMocks()
})

describe('donation receipts: the filtered list as one download (issue 26)', () => {
  it('Download receipts asks for the PDF of the list with its filters and opens the link', async () => {
    const { files } = recordDownloads()
    const links: URL[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/order/t-admin/donation-order/generate_download_link/') links.push(url)
    })
    await signInAs('admin')
    const { user } = renderApp('/dashboard/donation-receipts?status=refunded&bookingDateAfter=2026-01-01&orderBy=amount&asc=true')
    await screen.findByRole('heading', { name: 'Donation receipts' })
    await user.click(await screen.findByRole('button', { name: 'Download receipts' }))
    await waitFor(() => expect(files).toHaveLength(1))
    expect(links).toHaveLength(1)
    expect(Object.fromEntries(links[0]!.searchParams)).toEqual({
      status: 'refunded',
      booking_date_after: '2026-01-01',
      order_by: 'amount',
      asc: 'true',
      file_type: 'pdf',
    })
    await expectFile(files[0], /^donation-receipts-\d{4}-\d{2}-\d{2}\.pdf$/, 'pdf')
  })
})
