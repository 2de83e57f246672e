import { Grid } from '@chakra-ui/react'
import { useWatch } from 'react-hook-form'
import { NumberField } from '@/shared/forms/fields'
import { BLOCK_PERIOD_LABELS, BLOCK_PERIODS } from '@/shared/lib/block-period'
import { shownFields } from '../../rules'
import { BoolControl, SelectControl } from './controls'
import { useEditorForm } from './form'
import { EditorSection } from './section'

/** Per-day limit (without time slots), block period and unit. */
export function LimitsSection() {
  const { control } = useEditorForm()
  const [offeringType, times, blockPeriod] = useWatch({ control, name: ['offeringType', 'times', 'blockPeriod'] })
  const shown = shownFields({ offeringType, times, blockPeriod })
  return (
    <EditorSection title="Limits and blocking">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
        {shown.perDayLimit && (
          <NumberField name="perDayLimit" label="Per-day limit" helper="Empty for no limit" inputMode="numeric" placeholder="No limit" />
        )}
        <SelectControl
          name="blockPeriod"
          label="Block period"
          options={BLOCK_PERIODS.map((p) => ({ value: p, label: BLOCK_PERIOD_LABELS[p] }))}
        />
        {shown.blockUnit && <NumberField name="blockUnit" label="Block unit" helper="How many periods are blocked" inputMode="numeric" />}
      </Grid>
    </EditorSection>
  )
}

export function DakshinaSection() {
  return (
    <EditorSection title="Dakshina">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" alignItems="center">
        <BoolControl name="isDakshinaRequired" label="Dakshina required" />
        <NumberField name="minDakshinaAmount" label="Minimum Dakshina" placeholder="None" />
      </Grid>
    </EditorSection>
  )
}
