import { Grid } from '@chakra-ui/react'
import { useWatch } from 'react-hook-form'
import { NumberField } from '@/shared/forms/fields'
import { useT } from '@/shared/i18n'
import { blockPeriodOptions } from '@/shared/lib/block-period'
import { LimitFields } from '@/shared/forms/limit-fields'
import { shownFields } from '../../form/rules'
import { BoolControl, SelectControl } from './controls'
import { useEditorForm } from './form'
import { EditorSection } from './section'

/** Per-day limit (without time slots), block period and unit. */
export function LimitsSection() {
  const t = useT()
  const { control } = useEditorForm()
  const [offeringType, times, blockPeriod] = useWatch({ control, name: ['offeringType', 'times', 'blockPeriod'] })
  const shown = shownFields({ offeringType, times, blockPeriod })
  return (
    <EditorSection title={t('offerings.limits.title')}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
        <LimitFields
          perDayLimit={
            shown.perDayLimit
              ? {
                  label: t('offerings.limits.perDayLimit'),
                  helper: t('offerings.limits.perDayLimitHelper'),
                  placeholder: t('offerings.limit.none'),
                }
              : null
          }
          period={<SelectControl name="blockPeriod" label={t('offerings.limits.blockPeriod')} options={blockPeriodOptions()} />}
          blockUnit={shown.blockUnit ? { label: t('offerings.limits.blockUnit'), helper: t('offerings.limits.blockUnitHelper') } : null}
        />
      </Grid>
    </EditorSection>
  )
}

export function DakshinaSection() {
  const t = useT()
  return (
    <EditorSection title={t('offerings.dakshina.title')}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" alignItems="center">
        <BoolControl name="isDakshinaRequired" label={t('offerings.dakshina.required')} />
        <NumberField name="minDakshinaAmount" label={t('offerings.dakshina.minimum')} placeholder={t('offerings.dakshina.none')} />
      </Grid>
    </EditorSection>
  )
}
