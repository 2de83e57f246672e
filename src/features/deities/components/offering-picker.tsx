import { Box, Checkbox, Fieldset, Input, InputGroup, Stack, Tag, Text, Wrap } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { LuSearch } from 'react-icons/lu'
import { useT, useTranslateText } from '@/shared/i18n'
import type { OfferingOption } from '../schemas'

interface OfferingPickerProps {
  label: string
  options: OfferingOption[]
  /** Selected offering urls. */
  value: string[]
  onChange: (next: string[]) => void
  error?: string | undefined
}

/** A searchable multi-select over the temple's offerings: a search box, checkboxes and chips of the chosen ones. */
export function OfferingPicker({ label, options, value, onChange, error }: OfferingPickerProps) {
  const t = useT()
  const translateText = useTranslateText()
  const [search, setSearch] = useState('')
  const names = useMemo(() => new Map(options.map((o) => [o.url, o.name])), [options])
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase()
    return needle ? options.filter((o) => o.name.toLocaleLowerCase().includes(needle)) : options
  }, [options, search])
  const toggle = (url: string, on: boolean) => onChange(on ? [...value, url] : value.filter((u) => u !== url))

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </Fieldset.Legend>
      {value.length > 0 && (
        <Wrap gap="2" mb="1" aria-label={t('deities.picker.selected', { label: label.toLowerCase() })}>
          {value.map((url) => (
            <Tag.Root key={url} size="lg" variant="subtle" colorPalette="brand">
              <Tag.Label>{names.get(url) ?? t('deities.picker.unknown')}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t('deities.picker.remove', { name: names.get(url) ?? t('deities.picker.offering') })}
                  onClick={() => toggle(url, false)}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <InputGroup startElement={<LuSearch />} maxW="md">
        <Input
          type="search"
          aria-label={t('deities.picker.search')}
          placeholder={t('deities.picker.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </InputGroup>
      <Box borderWidth="1px" borderRadius="md" maxH="60" overflowY="auto" w="full" maxW="md" px="3" py="2" role="group" aria-label={label}>
        {options.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('deities.picker.none')}
          </Text>
        ) : shown.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('deities.picker.noMatch', { search })}
          </Text>
        ) : (
          <Stack gap="1.5">
            {shown.map((option) => (
              <Checkbox.Root
                key={option.url}
                size="sm"
                checked={value.includes(option.url)}
                onCheckedChange={(d) => toggle(option.url, d.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </Box>
      <Fieldset.HelperText>{t('deities.picker.count', { count: value.length })}</Fieldset.HelperText>
      {error && <Fieldset.ErrorText>{translateText(error)}</Fieldset.ErrorText>}
    </Fieldset.Root>
  )
}
