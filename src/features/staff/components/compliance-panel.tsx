import { Button, Flex, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { FormField } from '@/shared/forms/field'
import { FormAlert } from '@/shared/forms/form-alert'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { Form } from '@/shared/ui/form'
import { notify } from '@/shared/ui/toaster'
import { useUpdateCompliance } from '../mutations'
import { complianceDefaults, compliancePayload, complianceSchema, TDS_OPTIONS, type ComplianceValues, type StaffTemple } from '../schemas'

const FIELDS = ['tds', 'commissionPercent', 'commissionMin', 'commissionMax', 'slug'] as const

/** TDS, commission percent/min/max and slug; only changed fields are sent, empty values as null. */
export function CompliancePanel({ temple }: { temple: StaffTemple }) {
  const update = useUpdateCompliance()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<ComplianceValues>({ resolver: zodResolver(complianceSchema), defaultValues: complianceDefaults(temple), mode: 'all' })
  const { errors, isValid, isDirty, dirtyFields } = form.formState
  const submit = form.handleSubmit((values) => {
    setAlert(null)
    update.mutate(
      { temple, changes: compliancePayload(values, dirtyFields) },
      {
        onSuccess: (updated) => {
          notify.success('Compliances updated')
          form.reset(complianceDefaults(updated))
        },
        onError: (error) => {
          notify.error('Compliances updation failed, try again')
          setAlert(applyServerErrors(error, form.setError, FIELDS))
        },
      },
    )
  })
  return (
    <Form onSubmit={submit} noValidate aria-label="Compliance">
      <Stack gap="3">
        <FormAlert message={alert} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="TDS" required error={errors.tds?.message}>
            <NativeSelect.Root size="sm">
              <Controller
                control={form.control}
                name="tds"
                render={({ field }) => (
              <NativeSelect.Field name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref}>
                <option value="">Choose</option>
                {TDS_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {value}%
                  </option>
                ))}
              </NativeSelect.Field>
                )}
              />
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Commission percent" error={errors.commissionPercent?.message}>
            <Input size="sm" inputMode="decimal" {...form.register('commissionPercent')} />
          </FormField>
          <FormField label="Commission min" error={errors.commissionMin?.message}>
            <Input size="sm" inputMode="decimal" {...form.register('commissionMin', { deps: ['commissionMax'] })} />
          </FormField>
          <FormField label="Commission max" error={errors.commissionMax?.message}>
            <Input size="sm" inputMode="decimal" {...form.register('commissionMax')} />
          </FormField>
          <FormField label="Slug" error={errors.slug?.message}>
            <Input size="sm" {...form.register('slug')} />
          </FormField>
        </SimpleGrid>
        <Flex justify="end">
          <Button type="submit" size="sm" colorPalette="brand" disabled={!isValid || !isDirty} loading={update.isPending}>
            Save compliance
          </Button>
        </Flex>
      </Stack>
    </Form>
  )
}
