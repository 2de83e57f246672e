import { Badge, Box, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { OFFERING_LANGUAGES, OFFERING_LANGUAGE_LABELS, type OfferingLanguage } from '@/shared/lib/star-languages'
import { ORDER_STATUSES, ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type Option, type OrderStatus } from '../types'

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={ORDER_STATUS_COLORS[status]} variant="subtle" data-testid="order-status">
      {ORDER_STATUS_LABELS[status] ?? status}
    </Badge>
  )
}

/** A labelled control of a filter bar. */
export function FilterField({ label, children, minW = '11rem' }: { label: string; children: ReactNode; minW?: string }) {
  return (
    <Box minW={minW} flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
      <Text as="label" fontSize="sm" fontWeight="medium" display="block">
        {label}
        <Box mt="1">{children}</Box>
      </Text>
    </Box>
  )
}

export function SelectControl({
  value,
  onChange,
  children,
}: {
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

/** "Sort by": each field newest first, then oldest first (`-field` / `field`). */
export function SortSelect<F extends string>({ fields, labels, value, onChange }: { fields: readonly F[]; labels: Record<F, string>; value: string; onChange: (value: string) => void }) {
  return (
    <FilterField label="Sort by">
      <SelectControl value={value} onChange={onChange}>
        {fields.flatMap((field) => [
          <option key={`-${field}`} value={`-${field}`}>
            {labels[field]}, newest first
          </option>,
          <option key={field} value={field}>
            {labels[field]}, oldest first
          </option>,
        ])}
      </SelectControl>
    </FilterField>
  )
}

export function StatusSelect({ label = 'Status', value, onChange, allowAll = true }: { label?: string; value: string; onChange: (v: string) => void; allowAll?: boolean }) {
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

export function OptionSelect({ label, value, options, onChange }: { label: string; value: string; options: Option[]; onChange: (v: string) => void }) {
  return (
    <FilterField label={label}>
      <SelectControl value={value} onChange={onChange}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </SelectControl>
    </FilterField>
  )
}

export function DateInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <FilterField label={label} minW="9.5rem">
      <Input size="sm" type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
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
export function RowCheckbox({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      style={{ width: '1rem', height: '1rem', accentColor: 'var(--chakra-colors-brand-solid, #1e3a8a)', cursor: disabled ? 'not-allowed' : 'pointer' }}
    />
  )
}
