/** The filters of the receipt lists and the report: status, language, catalogue, a date range. */
import { DateFilter } from '@/shared/ui/date-picker'
import { FilterField, OptionSelect, SelectControl } from '@/shared/ui/filter-bar'
import { useT } from '@/shared/i18n'
import { OFFERING_LANGUAGES, OFFERING_LANGUAGE_LABELS, type OfferingLanguage } from '@/shared/lib/star-languages'
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type Option } from '../types'

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
export function DateRangeFilters({
  labels,
  from,
  to,
  onFrom,
  onTo,
}: {
  labels: [string, string]
  from: string
  to: string
  onFrom: (value: string) => void
  onTo: (value: string) => void
}) {
  const t = useT()
  const invalidMessage = t('orders.filters.invalidDate')
  const ends = [
    { label: labels[0], value: from, onChange: onFrom, max: to, range: 'orders.filters.onOrBefore' },
    { label: labels[1], value: to, onChange: onTo, min: from, range: 'orders.filters.onOrAfter' },
  ] as const
  return (
    <>
      {ends.map(({ range, ...end }) => (
        <DateFilter key={range} {...end} invalidMessage={invalidMessage} rangeMessage={(date) => t(range, { date })} />
      ))}
    </>
  )
}
