import { Button, Code, Flex, Input, Stack, Switch, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { dirtyPayload } from '@/shared/forms/dirty'
import { FormField } from '@/shared/forms/field'
import { FormAlert } from '@/shared/forms/form-alert'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { useSingleFlight } from '@/shared/forms/single-flight'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { Form } from '@/shared/ui/form'
import { notify } from '@/shared/ui/toaster'
import { useUpdateTemple } from '../mutations'
import {
  REFERENCE_TEMPLATES,
  referenceExample,
  referenceSettingsDefaults,
  referenceSettingsSchema,
  type ReferenceSettingsValues,
  type Temple,
} from '../schemas'

const FIELDS = ['resetRefOnYearChange', 'refNoPadding', ...REFERENCE_TEMPLATES.map((t) => t.name)] as const

/** Reset on year change, padding, and the five reference-number templates with a live example. */
export function ReferenceSettingsForm({ temple, disabled }: { temple: Temple; disabled?: boolean }) {
  const update = useUpdateTemple()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<ReferenceSettingsValues>({
    resolver: zodResolver(referenceSettingsSchema),
    defaultValues: referenceSettingsDefaults(temple),
    mode: 'onChange',
  })
  const { errors, isDirty, isSubmitting, dirtyFields } = form.formState
  const { prompt } = useUnsavedChanges(isDirty, form, 'reference-settings')
  const values = useWatch({ control: form.control })
  const padding = typeof values.refNoPadding === 'number' && Number.isInteger(values.refNoPadding) ? values.refNoPadding : 0

  const submit = useSingleFlight(async (submitted: ReferenceSettingsValues) => {
    setAlert(null)
    try {
      const updated = await update.mutateAsync({ temple, changes: dirtyPayload(submitted, dirtyFields) })
      form.reset(referenceSettingsDefaults(updated))
      notify.success('Temple Updated')
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, FIELDS))
    }
  })
  const busy = isSubmitting || update.isPending

  return (
    <Form gap="4" noValidate onSubmit={form.handleSubmit(submit)} aria-label="ID Reset Settings">
      <FormAlert message={alert} />
      <Controller
        name="resetRefOnYearChange"
        control={form.control}
        render={({ field }) => (
          <Switch.Root name={field.name} checked={field.value} disabled={disabled} onCheckedChange={(d) => field.onChange(d.checked)} colorPalette="brand">
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>Reset numbers when the year changes</Switch.Label>
          </Switch.Root>
        )}
      />
      <FormField label="Number padding" error={errors.refNoPadding?.message} helper="Digits the number is padded to with zeros (0 to 20).">
        <Input type="number" min={0} max={20} step={1} maxW="32" disabled={disabled} {...form.register('refNoPadding', { valueAsNumber: true })} />
      </FormField>
      <Text fontSize="xs" color="fg.muted">
        Letters, _, / and - with the placeholders [year], [month], [finyearstart], [finyearend] and [no] (required).
      </Text>
      <Stack gap="3">
        {REFERENCE_TEMPLATES.map(({ name, label }) => {
          const template = values[name] ?? ''
          const error = errors[name]?.message
          return (
            <FormField
              key={name}
              label={label}
              required
              error={error}
              helper={
                <span data-testid={`example-${name}`}>
                  Next: <Code size="sm">{referenceExample(template, padding)}</Code>
                </span>
              }
            >
              <Input fontFamily="mono" disabled={disabled} {...form.register(name)} />
            </FormField>
          )
        })}
      </Stack>
      {!disabled && (
        <Flex gap="3">
          <Button type="submit" size="sm" colorPalette="brand" disabled={!isDirty || busy} loading={busy}>
            Save settings
          </Button>
          {isDirty && (
            <Button size="sm" variant="ghost" onClick={() => form.reset()} disabled={busy}>
              Discard
            </Button>
          )}
        </Flex>
      )}
      {prompt}
    </Form>
  )
}
