/** How long a booking blocks the next one (offerings and donations share the API's choices). */
export const BLOCK_PERIODS = ['not_applicable', 'year', 'month', 'week', 'day', 'hour'] as const
export type BlockPeriod = (typeof BLOCK_PERIODS)[number]

export const BLOCK_PERIOD_LABELS: Record<BlockPeriod, string> = {
  not_applicable: 'Not applicable',
  year: 'Year',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  hour: 'Hour',
}

export const BLOCK_PERIOD_MESSAGE = 'Invalid block period'

export function isBlockPeriod(value: string): value is BlockPeriod {
  return (BLOCK_PERIODS as readonly string[]).includes(value)
}

/** '{n} Year/Month/Week/Day/Hour', pluralised above 1; 'Not applicable' without a block. */
export function blockPeriodLabel(period: string, unit: number | null): string {
  if (!isBlockPeriod(period) || period === 'not_applicable') return 'Not applicable'
  const n = unit ?? 1
  return `${n} ${BLOCK_PERIOD_LABELS[period]}${n > 1 ? 's' : ''}`
}
