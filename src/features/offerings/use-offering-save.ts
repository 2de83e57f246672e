import { useState } from 'react'
import type { Path, UseFormSetError } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { useSingleFlight } from '@/shared/forms/single-flight'
import { notify } from '@/shared/ui/toaster'
import { useCreateOffering, useSaveFeeSplit, useUpdateOffering } from './mutations'
import { OfferingSaveError, storedAfterCreate, type StoredOffering } from './save-steps'
import type { OfferingValues } from './schemas'
import type { FeeSplitConfig, Offering, OfferingAddon } from './types'

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
  setError: UseFormSetError<OfferingValues>
  /** After a successful save (the success toast is already shown). */
  onSaved: () => void
}

/** What the next submit does: add, save changes, retry the steps after a created offering, or the split only. */
export type SaveMode = 'add' | 'edit' | 'retry' | 'split'

/**
 * Saves the offering, then its times, add-on fields and fee split, with the toasts the spec
 * names. When adding, a failure after the offering exists keeps it: the next submit retries the
 * remaining steps against it (or only the split), never creating a second offering. Server field
 * errors land on their fields; the rest is `alert`. One request however fast the button is clicked.
 */
export function useOfferingSave({ offering, initial, addons, split, setError, onSaved }: OfferingSaveOptions) {
  const templeId = useTempleId()
  const create = useCreateOffering(templeId)
  const update = useUpdateOffering(templeId)
  const saveSplit = useSaveFeeSplit(templeId)
  const [alert, setAlert] = useState<string | null>(null)
  const [created, setCreated] = useState<Created | null>(null)

  async function saveSplitOnly(target: Offering, values: OfferingValues) {
    try {
      await saveSplit.mutateAsync({ offering: target, rows: values.feeSplit, existing: null })
      notify.success(`Offering ${target.name} Successfully created`)
      onSaved()
    } catch (error) {
      notify.error('Error updating split fee')
      setAlert(applyServerErrors(error, setError, []))
    }
  }

  function failed(error: unknown, editing: Offering | undefined) {
    const failure = error instanceof OfferingSaveError ? error : new OfferingSaveError('offering', error, null)
    const adding = !editing
    if (failure.step === 'split') {
      notify.error('Error updating split fee')
      if (adding && failure.offering) setCreated({ offering: failure.offering, splitOnly: true })
      setAlert(
        adding && failure.offering
          ? `Offering ${failure.offering.name} was saved, but its fee split was not: ${describeError(failure.cause)} Check the split and save it again.`
          : `The fee split was not saved: ${describeError(failure.cause)}`,
      )
      return
    }
    notify.error(adding || created ? 'Error adding offering' : 'Error updating offering')
    if (failure.step === 'details' && failure.offering && !offering) setCreated({ offering: failure.offering, splitOnly: false })
    const message = applyServerErrors(failure.cause, setError, SERVER_FIELDS)
    setAlert(failure.step === 'details' ? `The offering was saved, but its time slots or additional fields were not: ${describeError(failure.cause)}` : message)
  }

  const submit = useSingleFlight(async (values: OfferingValues) => {
    setAlert(null)
    if (created?.splitOnly) return saveSplitOnly(created.offering, values)
    const editing = created?.offering ?? offering
    try {
      if (editing) {
        const next: { stored: StoredOffering; values: OfferingValues } = created
          ? await storedAfterCreate(templeId, created.offering, values)
          : { stored: { offering: editing, initial, addons, split }, values }
        await update.mutateAsync(next)
        notify.success(created ? `Offering ${editing.name} Successfully created` : 'Offering updated')
      } else {
        const saved = await create.mutateAsync(values)
        notify.success(`Offering ${saved.name} Successfully created`)
      }
      onSaved()
    } catch (error) {
      failed(error, editing)
    }
  })

  const mode: SaveMode = created?.splitOnly ? 'split' : created ? 'retry' : offering ? 'edit' : 'add'
  return {
    submit,
    alert,
    mode,
    /** An offering was created though a later step failed: leaving now would lose the rest. */
    pendingRetry: created !== null,
    busy: create.isPending || update.isPending || saveSplit.isPending,
  }
}
