import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer } from '../../mocks/files/render'
import type { FileSpec, PrintedTemple } from '../../mocks/files/renderer'
import { ACCEPT_TIMEOUT_MS, type PageClient, type PageClients, renderInPage } from '../../mocks/sw-render'
import { RENDER_MESSAGE } from '../../mocks/worker-messages'
import { readPdf, readXlsx } from './read-files'

/**
 * The mock's service worker has a page render its files (decision 228). Here the pages are
 * stand-ins that answer on the message's port as mocks/browser.ts does, with the real writers
 * (files/render.ts `answer`), and the bytes are read back with the real readers.
 */
const temple: PrintedTemple = {
  name: 'Sree Test Temple',
  address: {
    address_line_1: 'East Fort',
    address_line_2: '',
    city: 'Thiruvananthapuram',
    district: '',
    state: 'Kerala',
    pincode: '695023',
  },
  phone: '0471 2450233',
  email: 'office@example.org',
  counterName: 'Main counter',
  logo: null,
  initials: 'ST',
  palette: ['#7b2d26', '#f3d9b1'],
}
const receipts: FileSpec = {
  kind: 'receipts',
  temple,
  title: 'Offering receipt OFR/1',
  receipts: [
    {
      kind: 'offering',
      reference: 'OFR/1',
      status: 'Paid',
      bookedBy: 'Lakshmi',
      phone: '',
      bookingDate: '2026-01-05',
      bookedTime: '10:30:00',
      date: '2026-01-06',
      item: 'Pushpanjali',
      category: 'Archana',
      deity: 'Ganapathy',
      devotees: [{ name: 'Lakshmi', birth_star: 'Rohini', gothram: '' }],
      amounts: [{ label: 'Pushpanjali', amount: 150, each: { count: 1, price: 150 } }],
    },
  ],
}
const totals = { total_count: 2, total_app_count: 1, total_counter_count: 1, total_pos_count: 0, total_website_count: 0 }
const report: FileSpec = {
  kind: 'report-xlsx',
  report: { temple, subtitle: 'January', items: [], totals: { ...totals, total_amount: 300, total_dakshina: 0 } },
}

type Behaviour = 'renders' | 'fails' | 'silent'

/** A window of the demo: it answers as mocks/browser.ts does, fails, or never answers. */
function page(id: string, behaviour: Behaviour, asked: string[]): PageClient {
  return {
    id,
    postMessage(message, transfer) {
      asked.push(id)
      expect(message).toEqual({ type: RENDER_MESSAGE, spec: expect.any(Object) })
      const port = transfer[0] as MessagePort
      if (behaviour === 'silent') return
      port.postMessage({ accepted: true })
      if (behaviour === 'fails') port.postMessage({ error: 'Error: the writers could not load' })
      else answer(port, structuredClone((message as { spec: FileSpec }).spec))
    },
  }
}

function clientsOf(...pages: PageClient[]): PageClients {
  return {
    get: (id) => Promise.resolve(pages.find((p) => p.id === id)),
    matchAll: () => Promise.resolve(pages),
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe("the mock's files, rendered by a page of the demo", () => {
  it('asks the page that sent the request, and gets the file back as bytes the readers open', async () => {
    const asked: string[] = []
    const clients = clientsOf(page('other', 'renders', asked), page('sender', 'renders', asked))
    const { text } = await readPdf(await renderInPage(clients, receipts, 'sender'))
    expect(asked).toEqual(['sender'])
    expect(text).toContain('OFFERING RECEIPT')
    expect(text).toContain('Sree Test Temple')
    expect(text).toContain('Pushpanjali (1 × ₹ 150.00)')
    expect(text).toContain('Receipt No: OFR/1')

    const { rows } = await readXlsx(await renderInPage(clients, report))
    expect(asked).toEqual(['sender', 'other'])
    expect(rows[0]).toEqual(['Sree Test Temple'])
    expect(rows.at(-1)?.filter((value) => value !== undefined)).toEqual(['Total', 2, 1, 1, 0, 0, 300, 0])
  })

  it('passes over a page that fails or does not answer, and fails when no page can render', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const asked: string[] = []
    const silent = page('silent', 'silent', asked)
    const rendered = renderInPage(clientsOf(silent, page('fails', 'fails', asked), page('renders', 'renders', asked)), report, 'fails')
    await vi.waitFor(() => expect(asked).toEqual(['fails', 'silent']))
    await vi.advanceTimersByTimeAsync(ACCEPT_TIMEOUT_MS)
    expect((await readXlsx(await rendered)).rows[1]).toEqual(['Offering financial report'])
    expect(asked).toEqual(['fails', 'silent', 'renders'])

    const none = renderInPage(clientsOf(page('fails', 'fails', [])), report, 'gone')
    await expect(none).rejects.toThrow('No page of the demo could render the file')
    await expect(renderInPage(clientsOf(), report)).rejects.toThrow('No page of the demo could render the file')
  })
})
