/** The editor's form values: empty rows, and the values of a stored offering, its add-ons and its split. */
import { amountText } from '@/shared/forms/money'
import type { Weekday } from '@/shared/lib/dates'
import type { AddonValues, OfferingValues, TimeSlotValues } from '../schemas'
import type { Offering, OfferingAddon, OfferingTime } from '../types'

export function emptyTimeSlot(): TimeSlotValues {
  return { fromTime: '', toTime: '', maxLimit: '', blockCalcChooser: 'from_time' }
}

export function emptyAddon(): AddonValues {
  return {
    fieldName: '',
    fieldType: 'str',
    description: '',
    minLength: '',
    maxLength: '',
    minValue: '',
    maxValue: '',
    required: false,
    addToPrice: false,
    allowMultiplier: false,
    multiplierLabel: '',
  }
}

/** A new fee-split row: the first one takes the whole 100%. */
export function emptySplitRow(existingRows: number) {
  return { name: '', percent: existingRows === 0 ? '100' : '' }
}

export function timeSlotValues(time: OfferingTime): TimeSlotValues {
  return {
    id: time.id,
    url: time.url,
    fromTime: time.fromTime.slice(0, 5),
    toTime: time.toTime ? time.toTime.slice(0, 5) : '',
    maxLimit: amountText(time.maxLimit),
    blockCalcChooser: time.blockCalcChooser,
  }
}

/** A stored add-on field as form values (decimal bounds without trailing zeros). */
export function addonValues(addon: OfferingAddon): AddonValues {
  return {
    id: addon.id,
    fieldName: addon.fieldName,
    fieldType: addon.fieldType,
    description: addon.description,
    minLength: amountText(addon.minLength),
    maxLength: amountText(addon.maxLength),
    minValue: amountText(addon.minValue),
    maxValue: amountText(addon.maxValue),
    required: addon.required,
    addToPrice: addon.addToPrice,
    allowMultiplier: addon.allowMultiplier,
    multiplierLabel: addon.multiplierLabel,
  }
}

function isWeekday(day: number | Weekday): day is Weekday {
  return typeof day === 'string'
}

/** The form's values for an offering (or a new one), with its add-on fields and fee split. */
export function offeringDefaults(
  offering?: Offering,
  extras: { addons?: OfferingAddon[]; feeSplit?: { name: string; percent: string }[] } = {},
): OfferingValues {
  const meta = offering?.offeringMeta
  return {
    name: offering?.name ?? '',
    price: offering ? amountText(offering.price) : '',
    canChangePrice: offering?.canChangePrice ?? false,
    category: offering?.category ?? '',
    assignedDeities: offering?.assignedDeities ?? [],
    offeringType: offering?.offeringType ?? 'weekly',
    availableOnline: offering?.availableOnline ?? true,
    availableOffline: offering?.availableOffline ?? true,
    blockPeriod: offering?.blockPeriod ?? 'not_applicable',
    blockUnit: amountText(offering?.blockUnit),
    repeatUnit: offering ? amountText(offering.repeatUnit) : '1',
    isRecommended: offering?.isRecommended ?? false,
    isCourierAvailable: offering?.isCourierAvailable ?? false,
    useClosingTime: offering?.useClosingTime ?? false,
    perDayLimit: amountText(offering?.perDayLimit),
    isDakshinaRequired: offering?.isDakshinaRequired ?? false,
    minDakshinaAmount: amountText(offering?.minDakshinaAmount),
    description: offering?.description ?? '',
    dates: meta?.dates ?? [],
    weekdays: offering?.offeringType === 'weekly' ? (meta?.days.filter(isWeekday) ?? []) : [],
    monthDays: offering?.offeringType === 'monthly' ? (meta?.days.filter((d): d is number => typeof d === 'number') ?? []) : [],
    excludes: meta?.excludes ?? [],
    times: offering?.offeringTimes.map(timeSlotValues) ?? [],
    feeSplit: extras.feeSplit?.map((e) => ({ name: e.name, percent: amountText(e.percent) })) ?? [],
    addons: extras.addons?.map(addonValues) ?? [],
  }
}
