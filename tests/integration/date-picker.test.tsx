import { ChakraProvider } from '@chakra-ui/react'
import { render, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { appSystem } from '@/app/theme'
import { DateField } from '@/shared/forms/fields'
import { DateChipsField } from '@/shared/forms/schedule-fields'
import { renderApp, reportShown, screen, setupUser, signInAs } from '../render'

afterEach(() => server.events.removeAllListeners())

/** The query of each call the app makes to `path`. */
function recordQueries(path: string) {
  const queries: URLSearchParams[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === path) queries.push(url.searchParams)
  })
  return queries
}

/** The calendar button of the field labelled `label`, clicked; returns the calendar's day grid. */
async function openCalendar(user: ReturnType<typeof setupUser>, label: string) {
  await user.click(screen.getByRole('button', { name: `Choose date ${label}` }))
  return screen.findByRole('grid')
}

/** The day `day` of the month the calendar shows. */
function dayButton(grid: HTMLElement, day: number) {
  return within(grid)
    .getAllByRole('button')
    .find((cell) => cell.textContent === String(day) && !cell.hasAttribute('data-outside-range'))!
}

/** The month the calendar shows first (the value's, else today's) as MM/yyyy. */
function shownMonth(value?: string) {
  const [y, m] = (value ?? new Date().toISOString().slice(0, 10)).split('-')
  return `${m}/${y}`
}

function render2(ui: React.ReactNode) {
  return render(<ChakraProvider value={appSystem()}>{ui}</ChakraProvider>)
}

function DateForm({ initial }: { initial: string }) {
  const form = useForm({ defaultValues: { day: initial } })
  const day = useWatch({ control: form.control, name: 'day' })
  return (
    <FormProvider {...form}>
      <DateField name="day" label="Reset up to" />
      <output data-testid="held">{day}</output>
    </FormProvider>
  )
}

describe('DateField', () => {
  it('shows dd/MM/yyyy, reads dd/MM/yyyy typed with the keyboard and holds yyyy-MM-dd', async () => {
    const user = setupUser()
    render2(<DateForm initial="2026-03-12" />)
    const input = screen.getByRole('textbox', { name: 'Reset up to' })
    expect(input).toHaveValue('12/03/2026')
    await user.clear(input)
    await user.type(input, '05/04/2026')
    expect(screen.getByTestId('held')).toHaveTextContent('2026-04-05')
    await user.tab()
    expect(input).toHaveValue('05/04/2026')
    // Not a date: held as typed, so the form's rule answers (never a day the person did not choose).
    await user.clear(input)
    await user.type(input, '31/02/2026')
    await user.tab()
    expect(screen.getByTestId('held')).toHaveTextContent('31/02/2026')
    expect(input).toHaveValue('31/02/2026')
  })

  it('picks a day in its calendar, opened from a visible button', async () => {
    const user = setupUser()
    render2(<DateForm initial="2026-03-12" />)
    const grid = await openCalendar(user, 'Reset up to')
    await user.click(dayButton(grid, 20))
    await waitFor(() => expect(screen.getByTestId('held')).toHaveTextContent('2026-03-20'))
    expect(screen.getByRole('textbox', { name: 'Reset up to' })).toHaveValue('20/03/2026')
  })
})

function Chips() {
  const [value, setValue] = useState<string[]>([])
  return <DateChipsField label="Dates" value={value} onChange={setValue} />
}

describe('DateChipsField', () => {
  it('adds a date picked in the calendar and one typed dd/MM/yyyy', async () => {
    const user = setupUser()
    render2(<Chips />)
    const input = () => screen.getByRole('textbox', { name: 'Dates' })
    const grid = await openCalendar(user, 'Dates')
    await user.click(dayButton(grid, 9))
    await waitFor(() => expect(input()).toHaveValue(`09/${shownMonth()}`))
    await user.click(screen.getByRole('button', { name: 'Add dates' }))
    expect(screen.getByText(`09/${shownMonth()}`)).toBeInTheDocument()
    expect(input()).toHaveValue('')

    await user.type(input(), '25/12/2030')
    await user.click(screen.getByRole('button', { name: 'Add dates' }))
    expect(screen.getByText('25/12/2030')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove 25/12/2030' })).toBeInTheDocument()
  })
})

describe('date filters', () => {
  it('receipts: show the URL date as dd/MM/yyyy, take a typed dd/MM/yyyy, and send yyyy-MM-dd', async () => {
    const queries = recordQueries('/api/order/t-admin/donation-order/')
    await signInAs('admin')
    const { router, user } = renderApp('/dashboard/donation-receipts?bookingDateAfter=2026-01-05')
    await screen.findByRole('heading', { name: 'Donation receipts' })
    const from = screen.getByRole('textbox', { name: 'Booking date from' })
    expect(from).toHaveValue('05/01/2026')
    const to = screen.getByRole('textbox', { name: 'Booking date to' })
    await user.type(to, '25/12/2026')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ bookingDateAfter: '2026-01-05', bookingDateBefore: '2026-12-25' }))
    await waitFor(() => expect(queries.at(-1)?.get('booking_date_before')).toBe('2026-12-25'))
    expect(queries.at(-1)?.get('booking_date_after')).toBe('2026-01-05')
  })

  it('receipts: a "to" date before the "from" date, or text that is not a date, is shown as wrong and not applied', async () => {
    await signInAs('admin')
    const { router, user } = renderApp('/dashboard/donation-receipts?bookingDateAfter=2026-01-05')
    await screen.findByRole('heading', { name: 'Donation receipts' })
    const to = screen.getByRole('textbox', { name: 'Booking date to' })
    await user.type(to, '01/01/2026')
    expect(await screen.findByText('On or after 05/01/2026')).toBeInTheDocument()
    expect(to).toHaveAttribute('aria-invalid', 'true')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await user.clear(to)
    await user.type(to, '32/01/2026')
    expect(await screen.findByText('Enter the date as dd/mm/yyyy')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(router.state.location.search).toEqual({ bookingDateAfter: '2026-01-05' })
  })

  it('report: a day picked in the calendar with the mouse is applied as yyyy-MM-dd', async () => {
    const queries = recordQueries('/api/order/t-admin/offering-order/financial/')
    await signInAs('admin')
    const { router, user } = renderApp('/dashboard/reports')
    await reportShown()
    const grid = await openCalendar(user, 'Offering date from')
    await user.click(dayButton(grid, 3))
    const [month, year] = shownMonth().split('/')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Offering date from' })).toHaveValue(`03/${month}/${year}`))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ dateAfter: `${year}-${month}-03` }))
    await waitFor(() => expect(queries.at(-1)?.get('date_after')).toBe(`${year}-${month}-03`))
  })
})
