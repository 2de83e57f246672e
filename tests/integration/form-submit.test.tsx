import { ChakraProvider } from '@chakra-ui/react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appSystem } from '@/app/theme'
import { ApiError } from '@/shared/api/errors'
import { DateField, FormActions, HookForm, SelectField, SwitchField, TextField, TimeField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { Toaster } from '@/shared/ui/toaster'
import { server } from '../../mocks/node'
import { renderApp, setupUser, signInAs } from '../render'

interface Values {
  name: string
  kind: string
  active: boolean
  bankMeta: { ifsc: string; branch: string }
}

const DEFAULTS: Values = { name: 'Ganesha', kind: 'a', active: false, bankMeta: { ifsc: '', branch: '' } }

function TestForm({ save }: { save: (values: Values) => Promise<unknown> }) {
  const form = useForm<Values>({ defaultValues: DEFAULTS })
  const submit = useFormSubmit(form, { submit: save, successToast: 'Saved' })
  return (
    <HookForm form={form} submit={submit} aria-label="Test form">
      <TextField name="name" label="Name" required />
      <SelectField
        name="kind"
        label="Kind"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />
      <SwitchField name="active" label="Active" />
      <TextField name="bankMeta.ifsc" label="IFSC" />
      <TextField name="bankMeta.branch" label="Branch" />
      <FormActions submit={submit} submitLabel="Save" requireDirty={false} />
    </HookForm>
  )
}

function renderForm(save: (values: Values) => Promise<unknown>) {
  return render(
    <ChakraProvider value={appSystem()}>
      <TestForm save={save} />
      <Toaster />
    </ChakraProvider>,
  )
}

/** React's warnings about state updates during render or render loops. */
function renderWarnings(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls
    .map((args) => args.map(String).join(' '))
    .filter((text: string) => /Too many re-renders|Cannot update a component|while rendering a different component/.test(text))
}

afterEach(() => vi.restoreAllMocks())

describe('useFormSubmit', () => {
  it('sends one request however fast the button is clicked', async () => {
    let release: () => void = () => {}
    const save = vi.fn(() => new Promise<void>((resolve) => (release = resolve)))
    renderForm(save)
    const button = screen.getByRole('button', { name: 'Save' })
    fireEvent.click(button)
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    fireEvent.click(button)
    await act(async () => release())
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]).toEqual([expect.objectContaining({ name: 'Ganesha', kind: 'a', active: false })])
  })

  it('puts nested *Meta server errors on their nested fields, keeping what was typed', async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(400, { bankMeta: { ifsc: ['Enter a valid IFSC'], branch: ['Too long'] } })))
    renderForm(save)
    const user = setupUser()
    await user.type(screen.getByLabelText(/^IFSC/), 'BAD1')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter a valid IFSC')).toBeInTheDocument()
    expect(screen.getByLabelText(/^IFSC/)).toHaveAttribute('aria-invalid', 'true')
    expect(document.getElementById(screen.getByLabelText(/^IFSC/).getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Enter a valid IFSC',
    )
    expect(screen.getByText('Too long')).toBeInTheDocument()
    expect(screen.getByLabelText(/^IFSC/)).toHaveValue('BAD1')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows a non-field error once, in the form alert, with no toast', async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(400, { detail: 'The temple is locked.' })))
    renderForm(save)
    await setupUser().click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The temple is locked.')
    expect(screen.getAllByText('The temple is locked.')).toHaveLength(1)
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument()
  })

  it('sends an error on a field the form lacks to the alert', async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(400, { temple: ['Not yours'] })))
    renderForm(save)
    await setupUser().click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('temple: Not yours')
  })
})

describe('server field errors on /account and /register never update state during render', () => {
  it('/account: the phone error lands on its field, no render loop', async () => {
    const spy = vi.spyOn(console, 'error')
    server.use(http.patch('*/api/user/', () => HttpResponse.json({ phone: ['Enter a valid phone number.'] }, { status: 400 })))
    await signInAs('admin')
    const { user } = renderApp('/account')
    const phone = await screen.findByLabelText(/^Phone/)
    await user.clear(phone)
    await user.type(phone, '+91 94470 99999')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 94470 99999')
    expect(renderWarnings(spy)).toEqual([])
  })

  it('/register: the email error shows in the alert (account creation, issue 28), no render loop', async () => {
    const spy = vi.spyOn(console, 'error')
    const { user } = renderApp('/register')
    await user.type(await screen.findByLabelText(/^First name/), 'Uma')
    await user.type(screen.getByLabelText(/^Last name/), 'Devi')
    await user.type(screen.getByLabelText(/^Email/), 'admin@example.com')
    await user.type(screen.getByLabelText(/^Password/), 'Uma@12345')
    await user.type(screen.getByLabelText(/^Confirm password/), 'Uma@12345')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const message = 'This email is already registered. Sign in or reset your password.'
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid', 'true')
    expect(renderWarnings(spy)).toEqual([])
  })
})

interface When {
  day: string
  at: string
}

function WhenForm({ initial }: { initial: When }) {
  const form = useForm<When>({ defaultValues: initial })
  const submit = useFormSubmit(form, { submit: async () => undefined })
  return (
    <HookForm form={form} submit={submit}>
      <DateField name="day" label="Day" />
      <TimeField name="at" label="At" />
      <output data-testid="values">{JSON.stringify(form.watch())}</output>
    </HookForm>
  )
}

describe.each(['de-DE', 'en-US'])('date and time fields under a %s browser', (locale) => {
  it('show dd/MM/yyyy and hh:mm AM/PM and keep the wire format', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(locale)
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([locale])
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), locale }
    })
    render(
      <ChakraProvider value={appSystem()}>
        <WhenForm initial={{ day: '2026-12-05', at: '14:30' }} />
      </ChakraProvider>,
    )
    const day = screen.getByLabelText('Day')
    const at = screen.getByLabelText('At')
    expect(day).toHaveValue('05/12/2026')
    expect(at).toHaveValue('02:30 PM')
    const user = setupUser()
    await user.clear(day)
    await user.type(day, '01022027')
    expect(day).toHaveValue('01/02/2027')
    await user.clear(at)
    await user.type(at, '9:05 am')
    await user.tab()
    expect(at).toHaveValue('09:05 AM')
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '{}')).toEqual({ day: '2027-02-01', at: '09:05' })
    await user.clear(day)
    await user.type(day, '31022027')
    // Not a date: the form holds the text as typed (never another day), so the schema's rule answers for it.
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '{}')).toMatchObject({ day: '31022027' })
  })
})
