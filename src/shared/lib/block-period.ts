import { msg, t, translatedTable, translatesAs, type MessageKey } from '../i18n'

/** How long a booking blocks the next one (offerings and donations share the API's choices). */
export const BLOCK_PERIODS = ['not_applicable', 'year', 'month', 'week', 'day', 'hour'] as const
export type BlockPeriod = (typeof BLOCK_PERIODS)[number]

/** Each period's name, read in the active language when it is looked up (render time). */
export const BLOCK_PERIOD_LABELS: Readonly<Record<BlockPeriod, string>> = translatedTable({
  not_applicable: msg('common.blockPeriod.notApplicable'),
  year: msg('common.blockPeriod.year'),
  month: msg('common.blockPeriod.month'),
  week: msg('common.blockPeriod.week'),
  day: msg('common.blockPeriod.day'),
  hour: msg('common.blockPeriod.hour'),
})

/** The periods as select options, named in the active language (call it while rendering). */
export const blockPeriodOptions = () => BLOCK_PERIODS.map((value) => ({ value, label: BLOCK_PERIOD_LABELS[value] }))

export const BLOCK_PERIOD_MESSAGE = translatesAs('Invalid block period', msg('common.blockPeriod.invalid'))

const PERIOD_COUNTS: Record<Exclude<BlockPeriod, 'not_applicable'>, MessageKey> = {
  year: msg('common.blockPeriod.years'),
  month: msg('common.blockPeriod.months'),
  week: msg('common.blockPeriod.weeks'),
  day: msg('common.blockPeriod.days'),
  hour: msg('common.blockPeriod.hours'),
}

export function isBlockPeriod(value: string): value is BlockPeriod {
  return (BLOCK_PERIODS as readonly string[]).includes(value)
}

/** '{n} Year/Month/Week/Day/Hour', pluralised above 1; 'Not applicable' without a block. */
export function blockPeriodLabel(period: string, unit: number | null): string {
  if (!isBlockPeriod(period) || period === 'not_applicable') return t('common.blockPeriod.notApplicable')
  return t(PERIOD_COUNTS[period], { count: unit ?? 1 })
}
