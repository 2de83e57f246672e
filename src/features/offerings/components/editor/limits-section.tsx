import { Grid, Input } from '@chakra-ui/react'
import { useWatch } from 'react-hook-form'
import { FormField } from '@/shared/forms/field'
import { BLOCK_PERIOD_LABELS, BLOCK_PERIODS } from '@/shared/lib/block-period'
import { shownFields } from '../../rules'
import { BoolControl, SelectControl } from './controls'
import { useEditorForm } from './form'
import { EditorSection } from './section'

/** Per-day limit (without time slots), block period and unit. */
export function LimitsSection() {
  const { control, register, errors } = useEditorForm()
  const [offeringType, times, blockPeriod] = useWatch({ control, name: ['offeringType', 'times', 'blockPeriod'] })
  const shown = shownFields({ offeringType, times, blockPeriod })
  return (
    <EditorSection title="Limits and blocking">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
        {shown.perDayLimit && (
          <FormField label="Per-day limit" error={errors.perDayLimit?.message} helper="Empty for no limit">
            <Input inputMode="numeric" placeholder="No limit" {...register('perDayLimit')} />
          </FormField>
        )}
        <FormField label="Block period" error={errors.blockPeriod?.message}>
          <SelectControl name="blockPeriod" options={BLOCK_PERIODS.map((p) => ({ value: p, label: BLOCK_PERIOD_LABELS[p] }))} />
        </FormField>
        {shown.blockUnit && (
          <FormField label="Block unit" error={errors.blockUnit?.message} helper="How many periods are blocked">
            <Input inputMode="numeric" {...register('blockUnit')} />
          </FormField>
        )}
      </Grid>
    </EditorSection>
  )
}

export function DakshinaSection() {
  const { register, errors } = useEditorForm()
  return (
    <EditorSection title="Dakshina">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" alignItems="center">
        <BoolControl name="isDakshinaRequired" label="Dakshina required" />
        <FormField label="Minimum Dakshina" error={errors.minDakshinaAmount?.message}>
          <Input inputMode="decimal" placeholder="None" {...register('minDakshinaAmount')} />
        </FormField>
      </Grid>
    </EditorSection>
  )
}
