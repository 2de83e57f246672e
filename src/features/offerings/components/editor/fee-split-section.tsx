import { Box, Button, Grid, IconButton, Input, Text } from '@chakra-ui/react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { LuPlus, LuTrash2 } from 'react-icons/lu'
import { FormField } from '@/shared/forms/field'
import { NumberField, TextField } from '@/shared/forms/fields'
import { useT } from '@/shared/i18n'
import { formatMoney } from '@/shared/lib/money'
import { emptySplitRow } from '../../form/defaults'
import { MESSAGES } from '../../form/messages'
import { splitSumIs100, splitTotal, splitValue } from '../../form/rules'
import { useEditorForm } from './form'
import { EditorSection } from './section'

/** A fee-split row's computed value, shown through the one money formatter ('' until it can be computed). */
function splitValueLabel(price: string, percent: string): string {
  const value = splitValue(price, percent)
  return value === '' ? '' : formatMoney(value)
}

const LIST_ID = 'fee-split-names'

/** Named shares of the price (percentages adding up to 100), with the temple's known names suggested. */
export function FeeSplitSection({ suggestions }: { suggestions: string[] }) {
  const t = useT()
  const { control } = useEditorForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'feeSplit' })
  const [rows, price] = useWatch({ control, name: ['feeSplit', 'price'] })
  const sumError = rows.length > 0 && !splitSumIs100(rows) ? MESSAGES.splitSum : undefined
  return (
    <EditorSection title={t('offerings.feeSplit.title')} description={t('offerings.feeSplit.description')}>
      <datalist id={LIST_ID}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {fields.map((row, index) => (
        <Grid
          key={row.id}
          templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1fr auto' }}
          gap="3"
          alignItems="start"
          role="group"
          aria-label={t('offerings.feeSplit.rowLabel', { number: index + 1 })}
        >
          <TextField
            name={`feeSplit.${index}.name`}
            label={t('offerings.feeSplit.name')}
            required
            list={LIST_ID}
            placeholder={t('offerings.feeSplit.namePlaceholder')}
          />
          <NumberField name={`feeSplit.${index}.percent`} label={t('offerings.feeSplit.percent')} required />
          <FormField label={t('offerings.feeSplit.value')}>
            <Input
              readOnly
              tabIndex={-1}
              value={splitValueLabel(price, rows[index]?.percent ?? '')}
              aria-label={t('offerings.feeSplit.valueLabel', { number: index + 1 })}
            />
          </FormField>
          <IconButton
            mt={{ md: '7' }}
            variant="ghost"
            colorPalette="red"
            aria-label={t('offerings.feeSplit.remove', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <LuTrash2 />
          </IconButton>
        </Grid>
      ))}
      {fields.length > 0 && (
        <Text fontSize="sm" color={sumError ? 'red.fg' : 'fg.muted'} aria-live="polite">
          {sumError ?? t('offerings.feeSplit.total', { total: splitTotal(rows) })}
        </Text>
      )}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(emptySplitRow(fields.length))}>
          <LuPlus /> {t('offerings.feeSplit.add')}
        </Button>
      </Box>
    </EditorSection>
  )
}
