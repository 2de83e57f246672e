import { Button, Flex, Input } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { dirtyPayload } from '@/shared/forms/dirty'
import { Form } from '@/shared/ui/form'
import { FormField } from '@/shared/forms/field'
import { FormAlert } from '@/shared/forms/form-alert'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { useSingleFlight } from '@/shared/forms/single-flight'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { useCreateDonationCategory, useUpdateDonationCategory } from '../mutations'
import { donationCategoryDefaults, donationCategorySchema, type DonationCategory, type DonationCategoryValues } from '../schemas'

const FIELDS = ['name'] as const

/** Add (no `category`) or edit a donation category. */
export function DonationCategoryForm({ category }: { category?: DonationCategory }) {
  const templeId = useTempleId()
  const navigate = useNavigate()
  const create = useCreateDonationCategory(templeId)
  const update = useUpdateDonationCategory(templeId)
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<DonationCategoryValues>({
    resolver: zodResolver(donationCategorySchema),
    defaultValues: donationCategoryDefaults(category),
    mode: 'onTouched',
  })
  const { errors, isDirty, isSubmitting, dirtyFields } = form.formState
  const { prompt, allowLeave } = useUnsavedChanges(isDirty)

  const submit = useSingleFlight(async (values: DonationCategoryValues) => {
    setAlert(null)
    try {
      if (category) {
        await update.mutateAsync({ category, changes: dirtyPayload(values, dirtyFields) })
        notify.success('Donation category updated')
      } else {
        const created = await create.mutateAsync(values)
        notify.success(`Donation Category ${created.name} Successfully added`)
      }
      allowLeave()
      await navigate({ to: '/dashboard/donation-categories' })
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, FIELDS))
    }
  })
  const busy = isSubmitting || create.isPending || update.isPending

  return (
    <>
      <PageHeader back title={category ? 'Edit donation category' : 'Add donation category'} />
      <Panel maxW="2xl">
        <Form gap="5" noValidate onSubmit={form.handleSubmit(submit)}>
          <FormAlert message={alert} />
          <FormField label="Name" required error={errors.name?.message}>
            <Input autoFocus placeholder="e.g. Annadanam" {...form.register('name')} />
          </FormField>
          <Flex gap="3">
            <Button type="submit" colorPalette="brand" disabled={!isDirty || busy} loading={busy}>
              {category ? 'Save changes' : 'Add category'}
            </Button>
            <Button variant="ghost" onClick={() => void navigate({ to: '/dashboard/donation-categories' })}>
              Cancel
            </Button>
          </Flex>
        </Form>
      </Panel>
      {prompt}
    </>
  )
}
