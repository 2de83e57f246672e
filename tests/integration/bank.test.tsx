import { fireEvent, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { renderApp, screen, signInAs } from '../render'
import { fileOf, HEADS } from '../upload-files'

const PROFILE = '/dashboard/profile'

afterEach(() => {
  server.events.removeAllListeners()
})

function countBankGets() {
  const counter = { gets: 0 }
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url.includes('/temple/t-admin/bank/')) counter.gets += 1
  })
  return counter
}

async function openBank(templeId = 1) {
  await signInAs('admin', { templeId })
  const app = renderApp(PROFILE)
  await screen.findByLabelText(/Temple name/)
  await app.user.click(screen.getByRole('button', { name: /Bank account/ }))
  return app
}

function sized(name: string, type: string, bytes: number): File {
  const file = fileOf(type === 'application/pdf' ? HEADS.pdf : HEADS.jpeg, name, type)
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

describe('bank account accordion', () => {
  // The header's notifications show the account's approval state (issue 15) from the same query
  // without fetching it (issue 26): the page reads the account once, on the first expand.
  it('reads the account once for the page and the header, and never shows the staff-only fields', async () => {
    const counter = countBankGets()
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp(PROFILE)
    await screen.findByLabelText(/Temple name/)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(counter.gets).toBeLessThanOrEqual(1)
    const trigger = screen.getByRole('button', { name: /Bank account/ })
    await user.click(trigger)
    expect(await screen.findByLabelText(/Account name/)).toHaveValue('Sree Padmanabhaswamy Temple Trust')
    expect(screen.getByLabelText(/Account number/)).toHaveValue('67012345678901')
    expect(screen.getByLabelText(/IFS Code/)).toHaveValue('SBIN0070028')
    expect(screen.getByTestId('bank-status')).toHaveTextContent('Active')
    expect(screen.queryByText('MID-PDS-0001')).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/Merchant/)).not.toBeInTheDocument()
    expect(counter.gets).toBe(1)
    await user.click(trigger)
    await user.click(trigger)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(counter.gets).toBe(1)
  })

  it('shows "Inactive" for an account waiting for staff approval', async () => {
    await openBank(2)
    expect(await screen.findByTestId('bank-status')).toHaveTextContent('Inactive')
  })

  it('says "Not added" when the temple has no account, and offers to add one', async () => {
    server.use(http.get('*/api/temple/t-admin/bank/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })))
    await openBank(1)
    expect(await screen.findByTestId('bank-status')).toHaveTextContent('Not added')
    expect(screen.getByLabelText(/Account name/)).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Add bank account' })).toBeInTheDocument()
  })
})

describe('bank account form rules', () => {
  it("checks IFSC ('Invalid IFS Code'), account number characters and a required cheque", async () => {
    const { user } = await openBank(1)
    const ifsc = await screen.findByLabelText(/IFS Code/)
    await user.clear(ifsc)
    await user.type(ifsc, 'SBIN1070028')
    // Messages show on submit, then follow the typing (decision 166).
    await user.click(screen.getByRole('button', { name: 'Save bank account' }))
    expect(await screen.findByText('Invalid IFS Code')).toBeInTheDocument()
    await user.clear(ifsc)
    await user.type(ifsc, 'sbin0070028')
    await user.tab()
    await waitFor(() => expect(screen.queryByText('Invalid IFS Code')).not.toBeInTheDocument())
    const number = screen.getByLabelText(/Account number/)
    await user.clear(number)
    await user.type(number, '6701-2345')
    await user.tab()
    expect(await screen.findByText('Only A-Z and 0-9 are allowed')).toBeInTheDocument()
    await user.clear(number)
    await user.type(number, '67012345678902')
    await user.click(screen.getByRole('button', { name: 'Save bank account' }))
    expect(await screen.findByText('Cancelled cheque is required')).toBeInTheDocument()
  })

  it('refuses a cheque of 5 MB or more and one that is not jpeg, jpg, png or pdf', async () => {
    let puts = 0
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/bank/')) puts += 1
    })
    await openBank(1)
    const cheque = await screen.findByLabelText(/Cancelled cheque/)
    fireEvent.change(cheque, { target: { files: [sized('cheque.pdf', 'application/pdf', 5_242_880)] } })
    expect(await screen.findByText('File should be less than 5 MB')).toBeInTheDocument()
    fireEvent.change(cheque, { target: { files: [new File(['hello'], 'cheque.txt', { type: 'text/plain' })] } })
    expect(await screen.findByText('Only jpeg, jpg, png & pdf files are allowed')).toBeInTheDocument()
    fireEvent.change(cheque, { target: { files: [sized('cheque.jpg', 'image/jpeg', 5_242_879)] } })
    await waitFor(() => expect(screen.queryByText('Only jpeg, jpg, png & pdf files are allowed')).not.toBeInTheDocument())
    expect(screen.getByText(/cheque\.jpg/)).toBeInTheDocument()
    expect(puts).toBe(0)
  })

  it('refuses an HTML page sent as a PDF cheque by its content, and sends nothing', async () => {
    let puts = 0
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/bank/')) puts += 1
    })
    await openBank(1)
    const cheque = await screen.findByLabelText(/Cancelled cheque/)
    fireEvent.change(cheque, { target: { files: [fileOf(HEADS.html, 'cheque.pdf', 'application/pdf')] } })
    expect(await screen.findByText('This file is not a PNG, JPEG or PDF file.')).toBeInTheDocument()
    expect(screen.queryByText(/cheque\.pdf/)).not.toBeInTheDocument()
    fireEvent.change(cheque, { target: { files: [fileOf(HEADS.pdf, 'real.pdf', 'application/pdf')] } })
    expect(await screen.findByText(/real\.pdf/)).toBeInTheDocument()
    expect(screen.queryByText('This file is not a PNG, JPEG or PDF file.')).not.toBeInTheDocument()
    expect(puts).toBe(0)
  })
})

describe('bank account change and payouts (issue 28, item 4)', () => {
  const STOP = 'Saving sends the changed account to staff for approval: payouts to this temple stop until they approve it again.'

  it('says before Save that payouts stop until staff approve the changed account again', async () => {
    const { user } = await openBank(1)
    const number = await screen.findByLabelText(/Account number/)
    expect(screen.getByTestId('bank-status')).toHaveTextContent('Active')
    expect(screen.queryByTestId('bank-payouts-notice')).not.toBeInTheDocument()
    await user.clear(number)
    await user.type(number, '67012345678999')
    const notice = screen.getByTestId('bank-payouts-notice')
    expect(notice).toHaveTextContent(STOP)
    const save = screen.getByRole('button', { name: 'Save bank account' })
    // Before the button, where it is read first.
    expect(notice.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(save).toBeEnabled()
    // The save itself (a multipart upload) is in the browser test, tests/e2e/pending-temple.spec.ts.
  })

  it('leaves when the change is undone', async () => {
    const { user } = await openBank(1)
    const branch = await screen.findByLabelText(/Branch name/)
    await user.type(branch, 'x')
    expect(screen.getByTestId('bank-payouts-notice')).toHaveTextContent(STOP)
    await user.type(branch, '{Backspace}')
    expect(screen.queryByTestId('bank-payouts-notice')).not.toBeInTheDocument()
  })

  it('for an account not approved yet (or a new one), says payouts start once staff approve it', async () => {
    const { user } = await openBank(2)
    expect(await screen.findByTestId('bank-status')).toHaveTextContent('Inactive')
    await user.type(screen.getByLabelText(/Branch name/), ' East')
    expect(screen.getByTestId('bank-payouts-notice')).toHaveTextContent(
      'Staff check the account after you save it: payouts start once they approve it.',
    )
    expect(screen.getByTestId('bank-payouts-notice')).not.toHaveTextContent('stop')
  })
})
