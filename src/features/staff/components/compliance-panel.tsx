import { SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormActions, HookForm, NumberField, SelectField, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUpdateCompliance } from '../mutations'
import { complianceDefaults, compliancePayload, complianceSchema, TDS_OPTIONS, type ComplianceValues, type StaffTemple } from '../schemas'

const TDS_CHOICES = TDS_OPTIONS.map((value) => ({ value, label: `${value}%` }))

/** TDS, commission percent/min/max and slug; only changed fields are sent, empty values as null. */
export function CompliancePanel({ temple }: { temple: StaffTemple }) {
  const update = useUpdateCompliance()
  const form = useForm<ComplianceValues>({
    resolver: zodResolver(complianceSchema),
    defaultValues: complianceDefaults(temple),
    mode: 'all',
  })
  const { dirtyFields } = form.formState
  const submit = useFormSubmit(form, {
    submit: (values) => update.mutateAsync({ temple, changes: compliancePayload(values, dirtyFields) }),
    successToast: 'Compliances updated',
    onSuccess: (updated) => form.reset(complianceDefaults(updated)),
    errorToast: 'Compliances updation failed, try again',
  })
  return (
    <HookForm form={form} submit={submit} gap="3" aria-label="Compliance">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField name="tds" label="TDS" required size="sm" placeholder="Choose" options={TDS_CHOICES} />
          <NumberField name="commissionPercent" label="Commission percent" size="sm" />
          <NumberField name="commissionMin" label="Commission min" size="sm" deps={['commissionMax']} />
          <NumberField name="commissionMax" label="Commission max" size="sm" />
          <TextField name="slug" label="Slug" size="sm" />
        </SimpleGrid>
        <FormActions submit={submit} submitLabel="Save compliance" size="sm" disableInvalid placement="end" />
      </Stack>
    </HookForm>
  )
}
