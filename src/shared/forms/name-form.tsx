import { Button, Flex, Input } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PageHeader, Panel } from '../ui/page'
import { Form } from '../ui/form'
import { notify } from '../ui/toaster'
import { dirtyPayload } from './dirty'
import { FormField } from './field'
import { FormAlert } from './form-alert'
import { applyServerErrors } from './server-errors'
import { useSingleFlight } from './single-flight'
import { useUnsavedChanges } from './unsaved-changes'

export type NameValues = { name: string }

interface NameFormProps {
  title: string
  schema: z.ZodType<NameValues, NameValues>
  defaultValues: NameValues
  placeholder: string
  submitLabel: string
  /**
   * Saves the values (`changes` holds only the changed fields, for an edit) and returns the
   * success message. A thrown error keeps the form as typed and shows at its field or above.
   */
  save: (values: NameValues, changes: Partial<NameValues>) => Promise<string>
  /** After a successful save (the unsaved-changes warning is already off). */
  onSaved: () => Promise<unknown>
  onCancel: () => void
}

/**
 * A page with a single required name (offering and donation categories): submit disabled until
 * changed or while saving, server field errors on the field, a warning before leaving unsaved.
 */
export function NameForm({ title, schema, defaultValues, placeholder, submitLabel, save, onSaved, onCancel }: NameFormProps) {
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<NameValues>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' })
  const { errors, isDirty, isSubmitting, dirtyFields } = form.formState
  const { prompt, allowLeave } = useUnsavedChanges(isDirty, form)

  const submit = useSingleFlight(async (values: NameValues) => {
    setAlert(null)
    try {
      notify.success(await save(values, dirtyPayload(values, dirtyFields)))
      allowLeave()
      await onSaved()
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['name']))
    }
  })

  return (
    <>
      <PageHeader back title={title} />
      <Panel maxW="2xl">
        <Form gap="5" noValidate onSubmit={form.handleSubmit(submit)}>
          <FormAlert message={alert} />
          <FormField label="Name" required error={errors.name?.message}>
            <Input autoFocus placeholder={placeholder} {...form.register('name')} />
          </FormField>
          <Flex gap="3">
            <Button type="submit" colorPalette="brand" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
              {submitLabel}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </Flex>
        </Form>
      </Panel>
      {prompt}
    </>
  )
}
