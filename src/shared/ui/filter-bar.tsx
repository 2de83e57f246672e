import { Box, Button, Flex, NativeSelect, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Panel } from './page'
import { useT } from '@/shared/i18n'

/**
 * A list's filter form: the controls, then Apply and Reset. The filters apply on submit (the
 * list's URL changes once, not on every keystroke).
 */
export function FilterBar({
  label,
  onApply,
  onReset,
  resetDisabled,
  children,
}: {
  /** The form's accessible name, e.g. 'Filter offerings'. */
  label: string
  onApply: () => void
  onReset: () => void
  resetDisabled?: boolean
  children: ReactNode
}) {
  const t = useT()
  return (
    <Panel mb="4">
      <Flex
        as="form"
        role="search"
        aria-label={label}
        gap="3"
        align="flex-end"
        wrap="wrap"
        onSubmit={(event) => {
          event.preventDefault()
          onApply()
        }}
      >
        {children}
        <Flex gap="2">
          <Button type="submit" size="sm" colorPalette="brand">
            {t('common.filters.apply')}
          </Button>
          <Button size="sm" variant="outline" disabled={resetDisabled} onClick={onReset}>
            {t('common.filters.reset')}
          </Button>
        </Flex>
      </Flex>
    </Panel>
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

export function SelectControl({ value, onChange, children }: { value: string; onChange: (value: string) => void; children: ReactNode }) {
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
export function SortSelect<F extends string>({
  fields,
  labels,
  value,
  onChange,
}: {
  fields: readonly F[]
  labels: Record<F, string>
  value: string
  onChange: (value: string) => void
}) {
  const t = useT()
  return (
    <FilterField label={t('common.filters.sortBy')}>
      <SelectControl value={value} onChange={onChange}>
        {fields.flatMap((field) => [
          <option key={`-${field}`} value={`-${field}`}>
            {t('common.filters.newestFirst', { field: labels[field] })}
          </option>,
          <option key={field} value={field}>
            {t('common.filters.oldestFirst', { field: labels[field] })}
          </option>,
        ])}
      </SelectControl>
    </FilterField>
  )
}

/** One of a list of `{ id, name }` options, or All (''). */
export function OptionSelect({
  label,
  value,
  options,
  onChange,
  minW,
}: {
  label: string
  value: string
  options: readonly { id: number; name: string }[]
  onChange: (v: string) => void
  minW?: string
}) {
  const t = useT()
  return (
    <FilterField label={label} minW={minW}>
      <SelectControl value={value} onChange={onChange}>
        <option value="">{t('common.filters.all')}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </SelectControl>
    </FilterField>
  )
}
