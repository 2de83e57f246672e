/**
 * The receipt screens' own pieces: how a receipt's values read (time, status, channel, a labelled
 * value), the filters of the lists and the report (status, language, catalogue, a date range), and
 * a list's row checkbox and lead columns. One module, so the three screens load one chunk for them.
 */
import { Badge, Box, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useT } from '@/shared/i18n'
import { formatTime } from '@/shared/lib/dates'
import { OFFERING_LANGUAGES, OFFERING_LANGUAGE_LABELS, type OfferingLanguage } from '@/shared/lib/star-languages'
import { DateFilter } from '@/shared/ui/date-picker'
import { FilterField, OptionSelect, SelectControl } from '@/shared/ui/filter-bar'
import type { Column } from '@/shared/ui/infinite-table'
import {
  ORDER_CHANNEL_LABELS,
  ORDER_STATUSES,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  type Option,
  type OrderChannel,
  type OrderStatus,
} from '../types'

/** A time of day ('06:30 AM'), isolated left to right: in a right-to-left page AM/PM would come first. */
export function TimeText({ time }: { time: string | null | undefined }) {
  return (
    <Text as="bdi" dir="ltr" whiteSpace="nowrap">
      {formatTime(time)}
    </Text>
  )
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT()
  return (
    <Badge colorPalette={ORDER_STATUS_COLORS[status]} variant="subtle" data-testid="order-status">
      {status in ORDER_STATUS_LABELS ? t(ORDER_STATUS_LABELS[status]) : status}
    </Badge>
  )
}

/** A receipt's channel in the active language (an unknown one as the server sent it). */
export function ChannelText({ channel }: { channel: OrderChannel }) {
  const t = useT()
  return <>{channel in ORDER_CHANNEL_LABELS ? t(ORDER_CHANNEL_LABELS[channel]) : channel}</>
}

/** The small upper-case name over a value: a detail's label, a report total's. */
export function ValueLabel({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
      {children}
    </Text>
  )
}

/** A label and its value in a detail view. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <ValueLabel>{label}</ValueLabel>
      <Box fontSize="sm">{children}</Box>
    </Stack>
  )
}

export function StatusSelect({
  label,
  value,
  onChange,
  allowAll = true,
}: {
  label?: string
  value: string
  onChange: (v: string) => void
  allowAll?: boolean
}) {
  const t = useT()
  return (
    <FilterField label={label ?? t('orders.fields.status')} minW="9rem">
      <SelectControl value={value} onChange={onChange}>
        {allowAll && <option value="all">{t('orders.filters.all')}</option>}
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(ORDER_STATUS_LABELS[status])}
          </option>
        ))}
      </SelectControl>
    </FilterField>
  )
}

export function LanguageSelect({ value, onChange }: { value: OfferingLanguage; onChange: (v: OfferingLanguage) => void }) {
  const t = useT()
  return (
    <FilterField label={t('orders.filters.language')} minW="9rem">
      <SelectControl value={value} onChange={(v) => onChange(v as OfferingLanguage)}>
        {OFFERING_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {OFFERING_LANGUAGE_LABELS[code]}
          </option>
        ))}
      </SelectControl>
    </FilterField>
  )
}

/** The catalogue filters both receipts and the report offer: deity, category and offering. */
export function CatalogueSelects({
  value,
  options,
  onChange,
}: {
  value: { deity: string; category: string; offering: string }
  options: { deityOptions: Option[]; categoryOptions: Option[]; offeringOptions: Option[] }
  onChange: (key: 'deity' | 'category' | 'offering') => (value: string) => void
}) {
  const t = useT()
  return (
    <>
      <OptionSelect label={t('orders.fields.deity')} value={value.deity} options={options.deityOptions} onChange={onChange('deity')} />
      <OptionSelect
        label={t('orders.fields.category')}
        value={value.category}
        options={options.categoryOptions}
        onChange={onChange('category')}
      />
      <OptionSelect
        label={t('orders.fields.offering')}
        value={value.offering}
        options={options.offeringOptions}
        onChange={onChange('offering')}
      />
    </>
  )
}

/**
 * A from / to pair of date filters (dd/MM/yyyy, typed or picked): the calendar of each offers no
 * day past the other end, and a typed date that is not one, or is past the other end, keeps the
 * filters from being applied, with a message.
 */
const DATE_RANGES = {
  offering: { keys: ['dateAfter', 'dateBefore'], labels: ['orders.filters.offeringDateFrom', 'orders.filters.offeringDateTo'] },
  booking: { keys: ['bookingDateAfter', 'bookingDateBefore'], labels: ['orders.filters.bookingDateFrom', 'orders.filters.bookingDateTo'] },
} as const
type DateRangeKey = (typeof DATE_RANGES)[keyof typeof DATE_RANGES]['keys'][number]

/** The from/to pair of the offering or the booking date of a filter draft, each end bounded by the other. */
export function DateRangeFilters<R extends keyof typeof DATE_RANGES>({
  dates,
  draft,
  set,
}: {
  dates: R
  draft: Partial<Record<DateRangeKey, string>>
  set: (key: (typeof DATE_RANGES)[R]['keys'][number]) => (value: string) => void
}) {
  const t = useT()
  const invalidMessage = t('orders.filters.invalidDate')
  const { keys, labels } = DATE_RANGES[dates]
  const [from, to] = [draft[keys[0]] ?? '', draft[keys[1]] ?? '']
  const ends = [
    { label: t(labels[0]), value: from, onChange: set(keys[0]), max: to, range: 'orders.filters.onOrBefore' },
    { label: t(labels[1]), value: to, onChange: set(keys[1]), min: from, range: 'orders.filters.onOrAfter' },
  ] as const
  return (
    <>
      {ends.map(({ range, ...end }) => (
        <DateFilter key={range} {...end} invalidMessage={invalidMessage} rangeMessage={(date) => t(range, { date })} />
      ))}
    </>
  )
}

/** A native checkbox: cheap enough for a row of a long list (see pitfalls). */
export function RowCheckbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      style={{
        width: '1rem',
        height: '1rem',
        accentColor: 'var(--chakra-colors-brand-solid, #1e3a8a)',
        cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    />
  )
}

/** A receipt list's first columns: its number, linking to the receipt, and its status. */
export function receiptLeadColumns<T extends { id: number; status: OrderStatus }>(
  t: ReturnType<typeof useT>,
  to: '/dashboard/offering-orders/$id' | '/dashboard/donation-receipts/$id',
): Column<T>[] {
  return [
    {
      key: 'id',
      header: t('orders.fields.receipt'),
      cell: (row) => (
        <Link to={to} params={{ id: row.id }} style={{ fontWeight: 600, textDecoration: 'underline' }}>
          #{row.id}
        </Link>
      ),
    },
    { key: 'status', header: t('orders.fields.status'), cell: (row) => <StatusBadge status={row.status} /> },
  ]
}
