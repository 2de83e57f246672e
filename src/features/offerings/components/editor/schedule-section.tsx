import { Box } from '@chakra-ui/react'
import { useWatch } from 'react-hook-form'
import { NumberField } from '@/shared/forms/fields'
import { FormDateChips, FormMonthDays, FormWeekdays } from '@/shared/forms/schedule-fields'
import { shownFields } from '../../rules'
import { SchedulePreview } from '../schedule-preview'
import { useEditorForm } from './form'
import { EditorSection } from './section'

/** Custom dates, or the weekdays / month days, excluded dates and repeat unit of a repeating offering. */
export function ScheduleSection() {
  const { control } = useEditorForm()
  const [type, dates, weekdays, monthDays, excludes, times, blockPeriod] = useWatch({
    control,
    name: ['offeringType', 'dates', 'weekdays', 'monthDays', 'excludes', 'times', 'blockPeriod'],
  })
  const shown = shownFields({ offeringType: type, times, blockPeriod })
  return (
    <EditorSection title="Schedule" description="When the offering can be booked.">
      {type === 'custom' && <FormDateChips name="dates" label="Dates" />}
      {type === 'weekly' && <FormWeekdays name="weekdays" label="Days of the week" />}
      {type === 'monthly' && <FormMonthDays name="monthDays" label="Days of the month" />}
      {shown.repeatUnit && (
        <>
          <FormDateChips name="excludes" label="Excluded dates" helper="Dates the offering is not available." />
          <Box maxW="xs">
            <NumberField
              name="repeatUnit"
              label="Repeat every"
              helper={type === 'weekly' ? 'weeks' : type === 'monthly' ? 'months' : undefined}
              inputMode="numeric"
            />
          </Box>
        </>
      )}
      <SchedulePreview input={{ offeringType: type, dates, weekdays, monthDays, excludes }} />
    </EditorSection>
  )
}
