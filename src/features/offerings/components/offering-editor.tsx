import { Button, Flex } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { FormAlert } from '@/shared/forms/form-alert'
import { SubmitButton } from '@/shared/forms/submit-button'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { Form } from '@/shared/ui/form'
import { offeringDefaults } from '../defaults'
import { feeSplitNamesQuery } from '../queries'
import { templeUrl } from '../save-steps'
import { offeringSchema, type OfferingValues } from '../schemas'
import type { FeeSplitConfig, Offering, OfferingAddon, Option } from '../types'
import { useOfferingSave, type SaveMode } from '../use-offering-save'
import { AddonsSection } from './editor/addons-section'
import { AvailabilitySection } from './editor/availability-section'
import { BasicsSection } from './editor/basics-section'
import { FeeSplitSection } from './editor/fee-split-section'
import { DakshinaSection, LimitsSection } from './editor/limits-section'
import { ScheduleSection } from './editor/schedule-section'
import { TimeSlotsSection } from './editor/time-slots-section'

export interface OfferingEditorProps {
  /** The offering to edit; none to add one. */
  offering?: Offering | undefined
  addons?: OfferingAddon[] | undefined
  split?: FeeSplitConfig | null | undefined
  categoryOptions: Option[]
  deityOptions: Option[]
  /** After a successful save (the editor has already said so). */
  onSaved: () => void
  onCancel: () => void
  /** Reports whether the form has unsaved changes (the dialog warns before closing). */
  onDirtyChange?: (dirty: boolean) => void
}

const SUBMIT_LABELS: Record<SaveMode, string> = { add: 'Add offering', edit: 'Save changes', retry: 'Retry saving', split: 'Save fee split' }

/** Row errors (split percent, slot times) depend on their neighbours: re-check a list once it shows an error. */
function useRecheckRows(form: UseFormReturn<OfferingValues, unknown, OfferingValues>, name: 'feeSplit' | 'times') {
  const rows = useWatch({ control: form.control, name })
  const key = JSON.stringify(rows)
  const hasErrors = Boolean(form.formState.errors[name])
  useEffect(() => {
    if (hasErrors) void form.trigger(name)
  }, [key, hasErrors, form, name])
}

/** The offering form: its sections, and a submit that hands the values to useOfferingSave. */
export function OfferingEditor({ offering, addons = [], split = null, categoryOptions, deityOptions, onSaved, onCancel, onDirtyChange }: OfferingEditorProps) {
  const templeId = useTempleId()
  const names = useQuery(feeSplitNamesQuery(templeId, templeUrl(templeId)))
  // The editor is keyed by the offering: defaults are computed once.
  const [initial] = useState(() => offeringDefaults(offering, { addons, feeSplit: split?.entries ?? [] }))
  const form = useForm<OfferingValues, unknown, OfferingValues>({ resolver: zodResolver(offeringSchema), defaultValues: initial, mode: 'onTouched' })
  const { isDirty, isSubmitting, isValid } = form.formState
  const save = useOfferingSave({
    offering,
    initial,
    addons,
    split,
    setError: form.setError,
    onSaved: () => {
      allowLeave()
      onSaved()
    },
  })
  const dirty = isDirty || save.pendingRetry
  const { prompt, allowLeave } = useUnsavedChanges(dirty, form)
  const dirtyReport = useRef(onDirtyChange)
  dirtyReport.current = onDirtyChange
  useEffect(() => dirtyReport.current?.(dirty), [dirty])
  useRecheckRows(form, 'feeSplit')
  useRecheckRows(form, 'times')

  const busy = isSubmitting || save.busy
  return (
    <FormProvider {...form}>
      <Form gap="6" noValidate onSubmit={form.handleSubmit(save.submit)} aria-label={offering ? `Edit ${offering.name}` : 'Add offering'}>
        <FormAlert message={save.alert} />
        <BasicsSection offering={offering} categoryOptions={categoryOptions} deityOptions={deityOptions} initialType={initial.offeringType} />
        <AvailabilitySection />
        <ScheduleSection />
        <TimeSlotsSection />
        <LimitsSection />
        <DakshinaSection />
        <FeeSplitSection suggestions={names.data?.map((n) => n.name) ?? []} />
        <AddonsSection />
        <Flex gap="3" justify="flex-end" position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton colorPalette="brand" invalid={!isValid} disabled={busy || (Boolean(offering) && !dirty)} loading={busy}>
            {SUBMIT_LABELS[save.mode]}
          </SubmitButton>
        </Flex>
        {prompt}
      </Form>
    </FormProvider>
  )
}
