import { Box } from '@chakra-ui/react'
import { Controller, useWatch } from 'react-hook-form'
import { NumberField } from '@/shared/forms/fields'
import { DateChipsField, MonthDaysField, WeekdayField } from '@/shared/forms/schedule-fields'
import { shownFields } from '../../rules'
import { SchedulePreview } from '../schedule-preview'
import { useEditorForm } from './form'
import { EditorSection } from './section'

/** Custom dates, or the weekdays / month days, excluded dates and repeat unit of a repeating offering. */
export function ScheduleSection() {
  const { control, errors } = useEditorForm()
  const [type, dates, weekdays, monthDays, excludes, times, blockPeriod] = useWatch({
    control,
    name: ['offeringType', 'dates', 'weekdays', 'monthDays', 'excludes', 'times', 'blockPeriod'],
  })
  const shown = shownFields({ offeringType: type, times, blockPeriod })
  return (
    <EditorSection title="Schedule" description="When the offering can be booked.">
      {type === 'custom' && (
        <Controller
          control={control}
          name="dates"
          render={({ field }) => (
            <DateChipsField label="Dates" value={field.value} onChange={field.onChange} error={errors.dates?.message} />
          )}
        />
      )}
      {type === 'weekly' && (
        <Controller
          control={control}
          name="weekdays"
          render={({ field }) => (
            <WeekdayField label="Days of the week" value={field.value} onChange={field.onChange} error={errors.weekdays?.message} />
          )}
        />
      )}
      {type === 'monthly' && (
        <Controller
          control={control}
          name="monthDays"
          render={({ field }) => (
            <MonthDaysField label="Days of the month" value={field.value} onChange={field.onChange} error={errors.monthDays?.message} />
          )}
        />
      )}
      {shown.repeatUnit && (
        <>
          <Controller
            control={control}
            name="excludes"
            render={({ field }) => (
              <DateChipsField
                label="Excluded dates"
                value={field.value}
                onChange={field.onChange}
                error={errors.excludes?.message}
                helper="Dates the offering is not available."
              />
            )}
          />
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
