import { Box, Button, Grid, IconButton, Input, Text } from '@chakra-ui/react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { LuPlus, LuTrash2 } from 'react-icons/lu'
import { FormField } from '@/shared/forms/field'
import { NumberField, TextField } from '@/shared/forms/fields'
import { formatMoney } from '@/shared/lib/money'
import { emptySplitRow } from '../../defaults'
import { MESSAGES } from '../../messages'
import { splitSumIs100, splitTotal, splitValue } from '../../rules'
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
  const { control } = useEditorForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'feeSplit' })
  const [rows, price] = useWatch({ control, name: ['feeSplit', 'price'] })
  const sumError = rows.length > 0 && !splitSumIs100(rows) ? MESSAGES.splitSum : undefined
  return (
    <EditorSection
      title="Fee split"
      description="How the price is shared (for example temple and priest). Leave empty for no split; otherwise the percentages must add up to 100."
    >
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
          aria-label={`Fee split ${index + 1}`}
        >
          <TextField name={`feeSplit.${index}.name`} label="Name" required list={LIST_ID} placeholder="e.g. Temple" />
          <NumberField name={`feeSplit.${index}.percent`} label="Percent" required />
          <FormField label="Value">
            <Input
              readOnly
              tabIndex={-1}
              value={splitValueLabel(price, rows[index]?.percent ?? '')}
              aria-label={`Value of fee split ${index + 1}`}
            />
          </FormField>
          <IconButton
            mt={{ md: '7' }}
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove fee split ${index + 1}`}
            onClick={() => remove(index)}
          >
            <LuTrash2 />
          </IconButton>
        </Grid>
      ))}
      {fields.length > 0 && (
        <Text fontSize="sm" color={sumError ? 'red.fg' : 'fg.muted'} aria-live="polite">
          {sumError ?? `Total ${splitTotal(rows)}%`}
        </Text>
      )}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(emptySplitRow(fields.length))}>
          <LuPlus /> Add fee split
        </Button>
      </Box>
    </EditorSection>
  )
}
