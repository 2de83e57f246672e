import { useMutation, useQueryClient } from '@tanstack/react-query'
import { resolveUrl } from '@/shared/api/client'
import { offeringsApi } from './api'
import { invalidateOfferings } from './list-mutations'
import { offeringKeys } from './queries'
import {
  buildAddonPayload,
  buildOfferingChanges,
  buildOfferingPayload,
  buildSplitEntries,
  buildTimePayload,
  metaDiff,
  metaFromValues,
  timesDiff,
  type AddonValues,
  type FeeSplitConfig,
  type FeeSplitRowValues,
  type Offering,
  type OfferingAddon,
  type OfferingValues,
} from './schemas'

/** Which step of a save failed: the offering itself, or a part saved after it. */
export class OfferingSaveError extends Error {
  constructor(
    readonly step: 'offering' | 'details' | 'split',
    override readonly cause: unknown,
    /** The offering as stored when a later step failed (it exists on the server). */
    readonly offering: Offering | null,
  ) {
    super(step)
    this.name = 'OfferingSaveError'
  }
}

export function templeUrl(templeId: number): string {
  return resolveUrl(`/temple/t-admin/${templeId}/`)
}

/** Creates the temple's missing fee-split names, then creates, replaces or removes the offering's config. */
async function saveSplit(templeId: number, offering: Offering, rows: readonly FeeSplitRowValues[], existing: FeeSplitConfig | null) {
  const entries = buildSplitEntries(rows)
  if (entries.length === 0) {
    if (existing) await offeringsApi.removeFeeSplitConfig(templeId, existing.url)
    return null
  }
  const temple = templeUrl(templeId)
  const known = await offeringsApi.feeSplitNames(templeId, temple)
  const names = new Set(known.map((n) => n.name.toLowerCase()))
  for (const entry of entries) {
    if (!names.has(entry.name.toLowerCase())) {
      await offeringsApi.createFeeSplitName(templeId, entry.name, temple)
      names.add(entry.name.toLowerCase())
    }
  }
  return existing
    ? offeringsApi.updateFeeSplitConfig(templeId, existing.url, entries)
    : offeringsApi.createFeeSplitConfig(templeId, offering.url, entries)
}

function sameSplit(rows: readonly FeeSplitRowValues[], existing: FeeSplitConfig | null): boolean {
  const entries = buildSplitEntries(rows)
  const stored = existing?.entries.map((e) => ({ name: e.name, percent: Number(e.percent) })) ?? []
  return JSON.stringify(entries) === JSON.stringify(stored)
}

async function saveAddons(templeId: number, offering: Offering, addons: readonly AddonValues[], stored: readonly OfferingAddon[]) {
  const keep = new Set(addons.flatMap((a) => (a.id === undefined ? [] : [a.id])))
  for (const old of stored) if (!keep.has(old.id)) await offeringsApi.removeAddon(templeId, old.id)
  for (const addon of addons) {
    const body = buildAddonPayload(addon, offering.url)
    if (addon.id === undefined) {
      await offeringsApi.createAddon(templeId, body)
      continue
    }
    const before = stored.find((s) => s.id === addon.id)
    const unchanged =
      before !== undefined && JSON.stringify(buildAddonPayload(addonComparable(before), offering.url)) === JSON.stringify(body)
    if (!unchanged) await offeringsApi.updateAddon(templeId, addon.id, body)
  }
}

function addonComparable(addon: OfferingAddon): AddonValues {
  const text = (v: number | string | null) => (v === null ? '' : String(Number(v)))
  return {
    id: addon.id,
    fieldName: addon.fieldName,
    fieldType: addon.fieldType,
    description: addon.description,
    minLength: text(addon.minLength),
    maxLength: text(addon.maxLength),
    minValue: text(addon.minValue),
    maxValue: text(addon.maxValue),
    required: addon.required,
    addToPrice: addon.addToPrice,
    allowMultiplier: addon.allowMultiplier,
    multiplierLabel: addon.multiplierLabel,
  }
}

export interface CreateInput {
  values: OfferingValues
}

export interface UpdateInput {
  offering: Offering
  initial: OfferingValues
  values: OfferingValues
  addons: readonly OfferingAddon[]
  split: FeeSplitConfig | null
}

/**
 * Create: POST the offering, then its times and add-on fields, then the fee split. A failure
 * after the POST keeps the offering (the error carries it) so the editor can retry that part.
 */
export function useCreateOffering(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ values }: CreateInput) => {
      let offering: Offering
      try {
        offering = await offeringsApi.create(templeId, buildOfferingPayload(values))
      } catch (error) {
        throw new OfferingSaveError('offering', error, null)
      }
      try {
        for (const slot of values.times) await offeringsApi.addTime(templeId, offering.url, buildTimePayload(slot))
        await saveAddons(templeId, offering, values.addons, [])
      } catch (error) {
        throw new OfferingSaveError('details', error, offering)
      }
      try {
        await saveSplit(templeId, offering, values.feeSplit, null)
      } catch (error) {
        throw new OfferingSaveError('split', error, offering)
      }
      return offering
    },
    onSettled: () => invalidateOfferings(queryClient, templeId),
  })
}

/** Edit: PATCH the changed fields (plus assignedDeities), meta add/remove, times, add-ons, fee split. */
export function useUpdateOffering(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ offering, initial, values, addons, split }: UpdateInput) => {
      let saved: Offering
      try {
        saved = await offeringsApi.update(templeId, offering.url, buildOfferingChanges(initial, values))
      } catch (error) {
        throw new OfferingSaveError('offering', error, null)
      }
      try {
        const { add, remove } = metaDiff(metaFromValues(initial), metaFromValues(values))
        if (remove) saved = await offeringsApi.removeMeta(templeId, offering.url, remove)
        if (add) saved = await offeringsApi.addMeta(templeId, offering.url, add)
        const times = timesDiff(offering.offeringTimes, values.times)
        for (const url of times.remove) await offeringsApi.removeTime(templeId, url)
        for (const { url, body } of times.update) await offeringsApi.updateTime(templeId, url, body)
        for (const body of times.create) await offeringsApi.addTime(templeId, offering.url, body)
        await saveAddons(templeId, offering, values.addons, addons)
      } catch (error) {
        throw new OfferingSaveError('details', error, saved)
      }
      try {
        if (!sameSplit(values.feeSplit, split)) await saveSplit(templeId, offering, values.feeSplit, split)
      } catch (error) {
        throw new OfferingSaveError('split', error, saved)
      }
      return saved
    },
    onSettled: (_data, _error, { offering }) => {
      void queryClient.invalidateQueries({ queryKey: offeringKeys.detail(templeId, offering.id) })
      return invalidateOfferings(queryClient, templeId)
    },
  })
}

/** Only the fee split (a retry after "Error updating split fee"). */
export function useSaveFeeSplit(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ offering, rows, existing }: { offering: Offering; rows: readonly FeeSplitRowValues[]; existing: FeeSplitConfig | null }) =>
      saveSplit(templeId, offering, rows, existing),
    onSettled: (_data, _error, { offering }) => queryClient.invalidateQueries({ queryKey: offeringKeys.feeSplit(templeId, offering.id) }),
  })
}
