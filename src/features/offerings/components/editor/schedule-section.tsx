import { Box, Input } from '@chakra-ui/react'
import { Controller, useWatch } from 'react-hook-form'
import { FormField } from '@/shared/forms/field'
import { DateChipsField, MonthDaysField, WeekdayField } from '@/shared/forms/schedule-fields'
import { shownFields } from '../../rules'
import { SchedulePreview } from '../schedule-preview'
import { useEditorForm } from './form'
import { EditorSection } from './section'

/** Custom dates, or the weekdays / month days, excluded dates and repeat unit of a repeating offering. */
export function ScheduleSection() {
  const { control, register, errors } = useEditorForm()
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
          render={({ field }) => <DateChipsField label="Dates" value={field.value} onChange={field.onChange} error={errors.dates?.message} />}
        />
      )}
      {type === 'weekly' && (
        <Controller
          control={control}
          name="weekdays"
          render={({ field }) => <WeekdayField label="Days of the week" value={field.value} onChange={field.onChange} error={errors.weekdays?.message} />}
        />
      )}
      {type === 'monthly' && (
        <Controller
          control={control}
          name="monthDays"
          render={({ field }) => <MonthDaysField label="Days of the month" value={field.value} onChange={field.onChange} error={errors.monthDays?.message} />}
        />
      )}
      {shown.repeatUnit && (
        <>
          <Controller
            control={control}
            name="excludes"
            render={({ field }) => (
              <DateChipsField label="Excluded dates" value={field.value} onChange={field.onChange} error={errors.excludes?.message} helper="Dates the offering is not available." />
            )}
          />
          <Box maxW="xs">
            <FormField label="Repeat every" error={errors.repeatUnit?.message} helper={type === 'weekly' ? 'weeks' : type === 'monthly' ? 'months' : undefined}>
              <Input inputMode="numeric" {...register('repeatUnit')} />
            </FormField>
          </Box>
        </>
      )}
      <SchedulePreview input={{ offeringType: type, dates, weekdays, monthDays, excludes }} />
    </EditorSection>
  )
}
