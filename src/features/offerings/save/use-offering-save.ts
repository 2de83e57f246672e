import { useState } from 'react'
import type { Path, UseFormReturn } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { recordVersion } from '@/shared/api/record-versions'
import { describeError, isConflictError } from '@/shared/api/errors'
import type { ConflictFieldsSpec } from '@/shared/forms/use-record-conflict'
import { useRecordConflict } from '@/shared/forms/use-record-conflict'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { t } from '@/shared/i18n'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { notify } from '@/shared/ui/toaster'
import type { ComparedField } from './conflict'
import { offeringDefaults } from '../form/defaults'
import { useCreateOffering, useSaveFeeSplit, useUpdateOffering } from '../mutations'
import { OfferingSaveError, storedAfterCreate, storedParts, type StoredOffering } from './save-steps'
import type { OfferingValues } from '../schemas'
import type { FeeSplitConfig, Offering, OfferingAddon } from '../types'

/** The form fields a server error may name (others go to the form's alert). */
const SERVER_FIELDS = [
  'name',
  'price',
  'category',
  'assignedDeities',
  'offeringType',
  'availableOnline',
  'blockPeriod',
  'blockUnit',
  'repeatUnit',
  'perDayLimit',
  'minDakshinaAmount',
  'description',
] as const satisfies readonly Path<OfferingValues>[]

/** Once the offering is created, a failed later step is retried against it instead of creating another. */
interface Created {
  offering: Offering
  /** Only the fee split is left to save. */
  splitOnly: boolean
}

export interface OfferingSaveOptions {
  /** The stored offering being edited (none when adding), with the form's initial values. */
  offering?: Offering | undefined
  initial: OfferingValues
  addons: readonly OfferingAddon[]
  split: FeeSplitConfig | null
  /** After a successful save (the success toast is already shown). */
  onSaved: () => void
  /** The fields the conflict dialog compares when the offering changed since the form opened it. */
  conflictFields: ConflictFieldsSpec<OfferingValues, ComparedField>
}

/**
 * What an edit is based on: the offering as read (or as stored when a conflict was resolved), its
 * add-on fields and fee split (part of its version), its form values and version.
 */
interface Base {
  offering: Offering | undefined
  addons: readonly OfferingAddon[]
  split: FeeSplitConfig | null
  initial: OfferingValues
  version: string | null
}

/** What the next submit does: add, save changes, retry the steps after a created offering, or the split only. */
export type SaveMode = 'add' | 'edit' | 'retry' | 'split'

/**
 * Saves the offering, then its times, add-on fields and fee split, through the house's
 * useFormSubmit (one request however fast the button is clicked; server field errors on their
 * fields, the rest in the form's alert). When adding, a failure after the offering exists keeps
 * it: the next submit retries the remaining steps against it (or only the split), never creating
 * a second offering. Toasts: the spec's success texts, "Error adding offering", "Error updating
 * offering" and "Error updating split fee".
 */
export function useOfferingSave(
  form: UseFormReturn<OfferingValues, unknown, OfferingValues>,
  { offering, initial, addons, split, onSaved, conflictFields }: OfferingSaveOptions,
) {
  const templeId = useTempleId()
  const create = useCreateOffering(templeId)
  const update = useUpdateOffering(templeId)
  const saveSplit = useSaveFeeSplit(templeId)
  const [created, setCreated] = useState<Created | null>(null)
  const mode: SaveMode = created?.splitOnly ? 'split' : created ? 'retry' : offering ? 'edit' : 'add'
  // The version is the one of the record the form opened (read when the editor mounts).
  const [base, setBase] = useState<Base>(() => ({
    offering,
    addons,
    split,
    initial,
    version: offering ? recordVersion(offering.url) : null,
  }))
  const conflict = useRecordConflict(form, conflictFields)

  /** Runs the save for the current mode; resolves to the success toast. A failed first step rejects with its own error (mapped onto the fields). */
  async function save(values: OfferingValues): Promise<string> {
    if (created?.splitOnly) {
      await saveSplit.mutateAsync({ offering: created.offering, rows: values.feeSplit, existing: null })
      return t('offerings.toast.created', { name: created.offering.name })
    }
    try {
      if (created) {
        await update.mutateAsync(await storedAfterCreate(templeId, created.offering, values))
        return t('offerings.toast.created', { name: created.offering.name })
      }
      if (base.offering) {
        const stored: StoredOffering = { ...base, offering: base.offering }
        await update.mutateAsync({ stored, values })
        return t('offerings.toast.updated')
      }
      const saved = await create.mutateAsync(values)
      return t('offerings.toast.created', { name: saved.name })
    } catch (error) {
      // The offering itself failed: its field errors go onto the form.
      if (error instanceof OfferingSaveError && error.step === 'offering') throw error.cause
      throw error
    }
  }

  /** A failure after the offering was stored, or of the split-only retry: said here; true when handled. */
  function failed(error: unknown): boolean {
    // Saved elsewhere since the form opened it: both versions, the user picks per field.
    if (isConflictError(error) && error.current && mode === 'edit') {
      const current = error.current as Offering
      // The add-on fields and the fee split as stored now: they are compared too.
      void storedParts(templeId, current).then(
        (parts) => {
          const theirs = offeringDefaults(current, { addons: [...parts.addons], feeSplit: parts.split?.entries ?? [] })
          conflict.show(base.initial, theirs, () => setBase({ offering: current, ...parts, initial: theirs, version: error.version }))
        },
        (reason: unknown) => submit.setAlert(describeError(reason)),
      )
      return true
    }
    if (mode === 'split') {
      notify.error(t('offerings.toast.splitError'))
      submit.setAlert(applyServerErrors(error, form.setError, []))
      return true
    }
    const adding = mode === 'add' || mode === 'retry'
    if (!(error instanceof OfferingSaveError)) {
      notify.error(adding ? t('offerings.toast.addError') : t('offerings.toast.updateError'))
      return false
    }
    const stored = error.offering
    if (error.step === 'split') {
      notify.error(t('offerings.toast.splitError'))
      if (adding && stored) setCreated({ offering: stored, splitOnly: true })
      submit.setAlert(
        adding && stored
          ? t('offerings.alert.splitNotSavedAfterCreate', { name: stored.name, reason: describeError(error.cause) })
          : t('offerings.alert.splitNotSaved', { reason: describeError(error.cause) }),
      )
      return true
    }
    notify.error(adding ? t('offerings.toast.addError') : t('offerings.toast.updateError'))
    if (adding && stored) setCreated({ offering: stored, splitOnly: false })
    submit.setAlert(t('offerings.alert.stepsNotSaved', { reason: describeError(error.cause) }))
    return true
  }

  const submit = useFormSubmit<OfferingValues, string>(form, {
    submit: save,
    successToast: (message) => message,
    onSuccess: onSaved,
    onError: failed,
    fields: SERVER_FIELDS,
  })

  return {
    ...submit,
    mode,
    /** An offering was created though a later step failed: leaving now would lose the rest. */
    pendingRetry: created !== null,
    busy: submit.submitting || create.isPending || update.isPending || saveSplit.isPending,
    /** The conflict dialog (rendered by the editor). */
    conflictDialog: conflict.dialog,
  }
}
