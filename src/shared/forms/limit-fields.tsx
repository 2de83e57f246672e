import type { ReactNode } from 'react'
import { NumberField } from './fields'

/** A count field's texts, in the words of the form that shows it. */
interface CountTexts {
  label: string
  helper: string
  placeholder?: string
}

interface LimitFieldsProps {
  /** The per-day limit; null hides it (an offering with time slots limits each slot instead). */
  perDayLimit: CountTexts | null
  /** The block period's select, bound the way the form binds its selects. */
  period: ReactNode
  /** The block unit; null hides it (while no block period applies). */
  blockUnit: (CountTexts & { required?: boolean }) | null
}

/**
 * The booking limits that offerings and donations share (the API's `per_day_limit`,
 * `block_period` and `block_unit`): two counts around the block period's select, placed in the
 * caller's grid. A count is typed as text (the form's schema checks it) with a numeric keyboard.
 */
export function LimitFields({ perDayLimit, period, blockUnit }: LimitFieldsProps) {
  return (
    <>
      {perDayLimit && <NumberField name="perDayLimit" inputMode="numeric" {...perDayLimit} />}
      {period}
      {blockUnit && <NumberField name="blockUnit" inputMode="numeric" {...blockUnit} />}
    </>
  )
}
