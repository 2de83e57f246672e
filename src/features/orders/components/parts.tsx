import { Badge, Box, Stack, Text } from '@chakra-ui/react'
import { FilterField, SelectControl } from '@/shared/ui/filter-bar'
import type { ReactNode } from 'react'
import { OFFERING_LANGUAGES, OFFERING_LANGUAGE_LABELS, type OfferingLanguage } from '@/shared/lib/star-languages'
import { ORDER_STATUSES, ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderStatus } from '../types'

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={ORDER_STATUS_COLORS[status]} variant="subtle" data-testid="order-status">
      {ORDER_STATUS_LABELS[status] ?? status}
    </Badge>
  )
}

export function StatusSelect({
  label = 'Status',
  value,
  onChange,
  allowAll = true,
}: {
  label?: string
  value: string
  onChange: (v: string) => void
  allowAll?: boolean
}) {
  return (
    <FilterField label={label} minW="9rem">
      <SelectControl value={value} onChange={onChange}>
        {allowAll && <option value="all">All</option>}
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectControl>
    </FilterField>
  )
}

export function LanguageSelect({ value, onChange }: { value: OfferingLanguage; onChange: (v: OfferingLanguage) => void }) {
  return (
    <FilterField label="Language" minW="9rem">
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

/** A label and its value in a detail view. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Stack>
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
