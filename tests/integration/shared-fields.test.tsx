import { ChakraProvider } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider } from 'react-hook-form'
import { z } from 'zod'
import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { appSystem } from '@/app/theme'
import { NewPasswordFields } from '@/shared/forms/fields'
import { FilePicker } from '@/shared/forms/file-picker'
import { useAppForm } from '@/shared/forms/use-app-form'
import { DateChipsField, WeekdayField } from '@/shared/forms/schedule-fields'
import { IMAGE_RULE, IMAGE_TYPES } from '@/shared/lib/files'
import type { Weekday } from '@/shared/lib/dates'
import { fireEvent, waitFor } from '@testing-library/react'
import { fileOf, HEADS } from '../upload-files'
import { setupUser } from '../render'

function Dates({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial)
  return <DateChipsField label="Excluded dates" value={value} onChange={setValue} />
}

describe('DateChipsField', () => {
  it('adds dates as dd/MM/yyyy chips, refuses duplicates and deletes chips', async () => {
    const user = setupUser()
    render(
      <ChakraProvider value={appSystem()}>
        <Dates />
      </ChakraProvider>,
    )
    const input = () => screen.getByRole('textbox', { name: 'Excluded dates' })
    await user.type(input(), '25/12/2026')
    await user.click(screen.getByRole('button', { name: 'Add excluded dates' }))
    expect(screen.getByText('25/12/2026')).toBeInTheDocument()
    expect(input()).toHaveValue('')
    await user.type(input(), '25/12/2026')
    await user.click(screen.getByRole('button', { name: 'Add excluded dates' }))
    expect(screen.getByText('25/12/2026 is already added')).toBeInTheDocument()
    expect(screen.getAllByText('25/12/2026')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Remove 25/12/2026' }))
    expect(screen.queryByText('25/12/2026')).not.toBeInTheDocument()
  })
})

describe('WeekdayField', () => {
  it('keeps the days in week order', async () => {
    const user = setupUser()
    const seen: Weekday[][] = []
    function Days() {
      const [value, setValue] = useState<Weekday[]>([])
      return (
        <WeekdayField
          label="Days"
          value={value}
          onChange={(next) => {
            seen.push(next)
            setValue(next)
          }}
        />
      )
    }
    render(
      <ChakraProvider value={appSystem()}>
        <Days />
      </ChakraProvider>,
    )
    await user.click(screen.getByRole('checkbox', { name: 'Fri' }))
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }))
    expect(seen.at(-1)).toEqual(['mon', 'fri'])
  })
})

describe('FilePicker', () => {
  it('shows the rule message for a wrong type or a large file and never passes it on', async () => {
    const onChange = vi.fn()
    render(
      <ChakraProvider value={appSystem()}>
        <FilePicker label="Image" accept={IMAGE_TYPES} value={null} onChange={onChange} rule={IMAGE_RULE} />
      </ChakraProvider>,
    )
    const input = screen.getByLabelText('Image') as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } })
    expect(await screen.findByText(IMAGE_RULE.typeMessage)).toBeInTheDocument()
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' })] } })
    expect(await screen.findByText(IMAGE_RULE.sizeMessage)).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    const ok = fileOf(HEADS.png, 'ok.png', 'image/png')
    fireEvent.change(input, { target: { files: [ok] } })
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(ok))
  })

  it('shows progress while uploading', () => {
    render(
      <ChakraProvider value={appSystem()}>
        <FilePicker
          label="Logo"
          accept={IMAGE_TYPES}
          value={new File(['x'], 'l.png', { type: 'image/png' })}
          onChange={() => {}}
          rule={IMAGE_RULE}
          progress={0.4}
        />
      </ChakraProvider>,
    )
    expect(screen.getByLabelText('Uploading Logo')).toBeInTheDocument()
  })
})

describe('NewPasswordFields', () => {
  const schema = z
    .object({ password: z.string(), confirmPassword: z.string() })
    .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'No match' })

  function Passwords({ recheckConfirm, readOnly }: { recheckConfirm?: boolean; readOnly?: boolean }) {
    const form = useAppForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' }, asTyped: true })
    return (
      <ChakraProvider value={appSystem()}>
        <FormProvider {...form}>
          <NewPasswordFields label="Password" confirmLabel="Confirm password" recheckConfirm={recheckConfirm} readOnly={readOnly} />
        </FormProvider>
      </ChakraProvider>
    )
  }
  const password = () => screen.getByLabelText(/^Password/)
  const confirm = () => screen.getByLabelText(/^Confirm password/)

  it('asks for a new password twice: required, hidden, offered to password managers as new, read-only when asked', () => {
    render(<Passwords readOnly />)
    for (const input of [password(), confirm()]) {
      expect(input).toHaveAttribute('type', 'password')
      expect(input).toHaveAttribute('autocomplete', 'new-password')
      expect(input).toHaveAttribute('readonly')
    }
    expect(screen.getAllByText('*')).toHaveLength(2)
  })

  it('with recheckConfirm, a change of the password checks the confirmation again; without, it waits for the confirmation', async () => {
    for (const recheckConfirm of [true, false]) {
      const user = setupUser()
      const { unmount } = render(<Passwords recheckConfirm={recheckConfirm} />)
      await user.type(password(), 'Secret@1')
      await user.type(confirm(), 'Secret@12')
      expect(await screen.findByText('No match')).toBeInTheDocument()
      await user.type(password(), '2')
      if (recheckConfirm) await waitFor(() => expect(screen.queryByText('No match')).not.toBeInTheDocument())
      else expect(screen.getByText('No match')).toBeInTheDocument()
      unmount()
    }
  })
})
