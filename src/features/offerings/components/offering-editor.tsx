import { Box, Button } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { FormActions, HookForm } from '@/shared/forms/fields'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useAppForm } from '@/shared/forms/use-app-form'
import { msg, useT } from '@/shared/i18n'
import { offeringConflictSpec } from '../save/conflict'
import { offeringDefaults } from '../form/defaults'
import { feeSplitNamesQuery } from '../queries'
import { templeUrl } from '../save/save-steps'
import { offeringSchema, type OfferingValues } from '../schemas'
import type { FeeSplitConfig, Offering, OfferingAddon, Option } from '../types'
import { useOfferingSave, type SaveMode } from '../save/use-offering-save'
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

const SUBMIT_LABELS = {
  add: msg('offerings.editor.submitAdd'),
  edit: msg('offerings.editor.submitEdit'),
  retry: msg('offerings.editor.submitRetry'),
  split: msg('offerings.editor.submitSplit'),
} as const satisfies Record<SaveMode, string>

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
export function OfferingEditor({
  offering,
  addons = [],
  split = null,
  categoryOptions,
  deityOptions,
  onSaved,
  onCancel,
  onDirtyChange,
}: OfferingEditorProps) {
  const templeId = useTempleId()
  const t = useT()
  const names = useQuery(feeSplitNamesQuery(templeId, templeUrl(templeId)))
  // The editor is keyed by the offering: defaults are computed once.
  const [initial] = useState(() => offeringDefaults(offering, { addons, feeSplit: split?.entries ?? [] }))
  const form = useAppForm<OfferingValues, unknown, OfferingValues>({
    resolver: zodResolver(offeringSchema),
    defaultValues: initial,
  })
  const save = useOfferingSave(form, {
    offering,
    initial,
    addons,
    split,
    onSaved: () => {
      allowLeave()
      onSaved()
    },
    conflictFields: offeringConflictSpec(categoryOptions, deityOptions),
  })
  const dirty = form.formState.isDirty || save.pendingRetry
  const { prompt, allowLeave } = useUnsavedChanges(dirty, form)
  const dirtyReport = useRef(onDirtyChange)
  dirtyReport.current = onDirtyChange
  useEffect(() => dirtyReport.current?.(dirty), [dirty])
  useRecheckRows(form, 'feeSplit')
  useRecheckRows(form, 'times')

  return (
    <HookForm
      form={form}
      submit={save}
      gap="6"
      aria-label={offering ? t('offerings.edit.title', { name: offering.name }) : t('offerings.add.title')}
    >
      <BasicsSection offering={offering} categoryOptions={categoryOptions} deityOptions={deityOptions} initialType={initial.offeringType} />
      <AvailabilitySection />
      <ScheduleSection />
      <TimeSlotsSection />
      <LimitsSection />
      <DakshinaSection />
      <FeeSplitSection suggestions={names.data?.map((n) => n.name) ?? []} />
      <AddonsSection />
      <Box position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px">
        {/* Editing needs a change; adding (or retrying after a partial save) does not. */}
        <FormActions
          submitLabel={t(SUBMIT_LABELS[save.mode])}
          submit={{ ...save, submitting: save.busy }}
          requireDirty={save.mode === 'edit'}
          markInvalid
          placement="end"
        >
          <Button variant="ghost" onClick={onCancel}>
            {t('offerings.editor.cancel')}
          </Button>
        </FormActions>
      </Box>
      {prompt}
      {save.conflictDialog}
    </HookForm>
  )
}
