import { Box, Button, Flex, NativeSelect, Stack, Text, useMediaQuery } from '@chakra-ui/react'
import { useId, useState, type ReactNode } from 'react'
import { LuListFilter } from 'react-icons/lu'
import { Panel } from './page'
import { useT } from '@/shared/i18n'

/** Chakra's `md` breakpoint (48em): below it a list's filters fold behind a "Filters" button (decision 184). */
const WIDE_SCREEN = '(min-width: 48em)'

/**
 * A list's filter form: the controls, then Apply and Reset. The filters apply on submit (the
 * list's URL changes once, not on every keystroke). On a phone the form folds behind a
 * "Filters (n)" button, `active` being the number of filters in force; Apply folds it again.
 */
export function FilterBar({
  label,
  onApply,
  onReset,
  resetDisabled,
  active = 0,
  applyLabel,
  resetLabel,
  lead,
  children,
}: {
  /** The form's accessible name, e.g. 'Filter offerings'. */
  label: string
  onApply: () => void
  onReset: () => void
  resetDisabled?: boolean
  /** How many filters the list shown is filtered by (not counting the sort order). */
  active?: number
  applyLabel?: string
  resetLabel?: string
  /** Shown above the form, and on a phone outside the folded part (e.g. a report's duration buttons). */
  lead?: ReactNode
  children: ReactNode
}) {
  const t = useT()
  const [wide = true] = useMediaQuery([WIDE_SCREEN], { ssr: false })
  const [open, setOpen] = useState(false)
  const formId = useId()
  const form = (
    <Flex
      as="form"
      id={formId}
      role="search"
      aria-label={label}
      gap="3"
      align="flex-end"
      wrap="wrap"
      onSubmit={(event) => {
        event.preventDefault()
        setOpen(false)
        onApply()
      }}
    >
      {children}
      <Flex gap="2">
        <Button type="submit" size="sm" colorPalette="brand">
          {applyLabel ?? t('common.filters.apply')}
        </Button>
        <Button size="sm" variant="outline" disabled={resetDisabled} onClick={onReset}>
          {resetLabel ?? t('common.filters.reset')}
        </Button>
      </Flex>
    </Flex>
  )
  if (wide) {
    return (
      <Panel mb="4">
        <Stack gap="4">
          {lead}
          {form}
        </Stack>
      </Panel>
    )
  }
  return (
    // A disclosure button, not Chakra's Collapsible: its state machine added 8.6 KB to a list's first load.
    <Box mb="4">
      {lead && <Panel mb="3">{lead}</Panel>}
      <Button size="sm" variant="outline" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((value) => !value)}>
        <LuListFilter aria-hidden />
        {active > 0 ? t('common.filters.toggleCount', { count: active }) : t('common.filters.toggle')}
      </Button>
      <Panel mt="3" display={open ? undefined : 'none'}>
        {form}
      </Panel>
    </Box>
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
