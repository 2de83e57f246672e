/**
 * The calls that save an offering, in order: the offering itself, then its meta, time slots and
 * add-on fields ("details"), then its fee split. A failure after the offering is stored carries
 * the stored offering, so the editor can retry the rest against it instead of creating another.
 */
import { resolveUrl } from '@/shared/api/url'
import { diffMeta, hasMeta } from '@/shared/lib/schedule-meta'
import { offeringsApi } from '../api'
import { offeringDefaults } from '../form/defaults'
import {
  buildAddonPayload,
  buildOfferingChanges,
  buildOfferingPayload,
  buildSplitEntries,
  buildTimePayload,
  metaFromValues,
  sameAddon,
  sameSplit,
  timesDiff,
} from './payloads'
import type { AddonValues, FeeSplitRowValues, OfferingValues } from '../schemas'
import type { FeeSplitConfig, Offering, OfferingAddon } from '../types'

type SaveStep = 'offering' | 'details' | 'split'

/** Which step of a save failed: the offering itself, or a part saved after it. */
export class OfferingSaveError extends Error {
  constructor(
    readonly step: SaveStep,
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
export async function saveSplit(templeId: number, offering: Offering, rows: readonly FeeSplitRowValues[], existing: FeeSplitConfig | null) {
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

/** Removes the dropped add-on fields, creates the new ones and replaces the changed ones. */
async function saveAddons(templeId: number, offering: Offering, addons: readonly AddonValues[], stored: readonly OfferingAddon[]) {
  const keep = new Set(addons.flatMap((a) => (a.id === undefined ? [] : [a.id])))
  for (const old of stored) if (!keep.has(old.id)) await offeringsApi.removeAddon(templeId, old.id)
  for (const addon of addons) {
    if (addon.id === undefined) await offeringsApi.createAddon(templeId, buildAddonPayload(addon, offering.url))
    else if (
      !sameAddon(
        addon,
        stored.find((s) => s.id === addon.id),
        offering.url,
      )
    )
      await offeringsApi.updateAddon(templeId, addon.id, buildAddonPayload(addon, offering.url))
  }
}

async function step<T>(name: SaveStep, offering: Offering | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw new OfferingSaveError(name, error, offering)
  }
}

/** Create: POST the offering, then its times and add-on fields, then the fee split. */
export async function createOffering(templeId: number, values: OfferingValues): Promise<Offering> {
  const offering = await step('offering', null, () => offeringsApi.create(templeId, buildOfferingPayload(values)))
  await step('details', offering, async () => {
    for (const slot of values.times) await offeringsApi.addTime(templeId, offering.url, buildTimePayload(slot))
    await saveAddons(templeId, offering, values.addons, [])
  })
  await step('split', offering, () => saveSplit(templeId, offering, values.feeSplit, null))
  return offering
}

/** What an edit starts from: the stored offering, its form values, add-on fields and split. */
export interface StoredOffering {
  offering: Offering
  initial: OfferingValues
  addons: readonly OfferingAddon[]
  split: FeeSplitConfig | null
  /** The offering's version when the form read it (`If-Match` of the first PATCH); null for none. */
  version?: string | null
}

/** Edit: PATCH the changed fields (plus assignedDeities), meta add/remove, times, add-ons, fee split. */
export async function updateOffering(
  templeId: number,
  { offering, initial, addons, split, version = null }: StoredOffering,
  values: OfferingValues,
): Promise<Offering> {
  let saved = await step('offering', null, () =>
    offeringsApi.update(templeId, offering.url, buildOfferingChanges(initial, values), version),
  )
  await step('details', saved, async () => {
    const { add, remove } = diffMeta(metaFromValues(initial), metaFromValues(values))
    if (hasMeta(remove)) saved = await offeringsApi.removeMeta(templeId, offering.url, remove)
    if (hasMeta(add)) saved = await offeringsApi.addMeta(templeId, offering.url, add)
    const times = timesDiff(offering.offeringTimes, values.times)
    for (const url of times.remove) await offeringsApi.removeTime(templeId, url)
    for (const { url, body } of times.update) await offeringsApi.updateTime(templeId, url, body)
    for (const body of times.create) await offeringsApi.addTime(templeId, offering.url, body)
    await saveAddons(templeId, offering, values.addons, addons)
  })
  await step('split', saved, async () => {
    if (!sameSplit(values.feeSplit, split)) await saveSplit(templeId, offering, values.feeSplit, split)
  })
  return saved
}

/** The offering's add-on fields and fee split as stored now. */
export async function storedParts(templeId: number, offering: Offering) {
  const [addons, split] = await Promise.all([
    offeringsApi.addons(templeId, offering.id),
    offeringsApi.feeSplitConfig(templeId, offering.url),
  ])
  return { addons, split }
}

/**
 * A created offering as now stored, and the form's values with its new slots and fields matched to
 * what was already saved (so a retry updates them instead of adding them twice).
 */
export async function storedAfterCreate(
  templeId: number,
  created: Offering,
  values: OfferingValues,
): Promise<{ stored: StoredOffering; values: OfferingValues }> {
  const [offering, { addons, split }] = await Promise.all([offeringsApi.get(templeId, created.id), storedParts(templeId, created)])
  const times = values.times.map((slot) => {
    if (slot.url) return slot
    const match = offering.offeringTimes.find(
      (t) => t.fromTime.slice(0, 5) === slot.fromTime && (t.toTime ?? '').slice(0, 5) === slot.toTime,
    )
    return match ? { ...slot, id: match.id, url: match.url } : slot
  })
  const matchedAddons = values.addons.map((addon) => {
    if (addon.id !== undefined) return addon
    const match = addons.find((a) => a.fieldName === addon.fieldName.trim())
    return match ? { ...addon, id: match.id } : addon
  })
  const initial = offeringDefaults(offering, { addons, feeSplit: split?.entries ?? [] })
  return { stored: { offering, initial, addons, split }, values: { ...values, times, addons: matchedAddons } }
}
