import { SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { changedFields } from '@/shared/forms/dirty'
import { FormActions, HookForm, NumberField, SelectField, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useVersionedEdit } from '@/shared/forms/use-versioned-edit'
import { useT } from '@/shared/i18n'
import { complianceConflict } from '../conflict'
import { useUpdateCompliance } from '../mutations'
import { complianceDefaults, compliancePayload, complianceSchema, TDS_OPTIONS, type ComplianceValues, type StaffTemple } from '../schemas'

const TDS_CHOICES = TDS_OPTIONS.map((value) => ({ value, label: `${value}%` }))

/** TDS, commission percent/min/max and slug; only changed fields are sent, empty values as null. */
export function CompliancePanel({ temple }: { temple: StaffTemple }) {
  const t = useT()
  const update = useUpdateCompliance()
  const form = useAppForm<ComplianceValues>({
    resolver: zodResolver(complianceSchema),
    defaultValues: complianceDefaults(temple),
    asTyped: true,
  })
  // The version covers the whole temple: a 412 over fields this form does not show is sent again at once.
  const versions = useVersionedEdit(form, { url: temple.url, spec: complianceConflict, toValues: complianceDefaults })
  const submit = useFormSubmit(form, {
    submit: (values) =>
      versions.send(({ initial, version }) =>
        update.mutateAsync({ temple, changes: compliancePayload(values, changedFields(initial, values)), version }),
      ),
    successToast: () => t('staff.compliance.saved'),
    onSuccess: versions.saved,
    onError: (error): boolean => versions.onError(error, submit.setAlert),
    errorToast: () => t('staff.compliance.failed'),
  })
  return (
    <HookForm form={form} submit={submit} gap="3" aria-label={t('staff.compliance.formLabel')}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField
            name="tds"
            label={t('staff.compliance.tds')}
            required
            size="sm"
            placeholder={t('staff.compliance.choose')}
            options={TDS_CHOICES}
          />
          <NumberField name="commissionPercent" label={t('staff.compliance.commissionPercent')} size="sm" />
          <NumberField name="commissionMin" label={t('staff.compliance.commissionMin')} size="sm" deps={['commissionMax']} />
          <NumberField name="commissionMax" label={t('staff.compliance.commissionMax')} size="sm" />
          <TextField name="slug" label={t('staff.compliance.slug')} size="sm" />
        </SimpleGrid>
        <FormActions submit={submit} submitLabel={t('staff.compliance.submit')} size="sm" disableInvalid placement="end" />
      </Stack>
      {versions.dialog}
    </HookForm>
  )
}
