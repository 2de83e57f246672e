import { Box } from '@chakra-ui/react'
import { useFormState, useWatch } from 'react-hook-form'
import { NumberField } from '@/shared/forms/fields'
import { useT } from '@/shared/i18n'
import { FormDateChips, FormMonthDays, FormWeekdays } from '@/shared/forms/schedule-fields'
import { formatDate } from '@/shared/lib/dates'
import { todayApiDate } from '@/shared/lib/today'
import { newPastDates, shownFields } from '../../form/rules'
import { SchedulePreview } from '../schedule-preview'
import { useEditorForm } from './form'
import { EditorSection } from './section'
import { EditorWarning } from './warning'

/** Custom dates, or the weekdays / month days, excluded dates and repeat unit of a repeating offering. */
export function ScheduleSection() {
  const t = useT()
  const { control } = useEditorForm()
  const [type, dates, weekdays, monthDays, excludes, times, blockPeriod] = useWatch({
    control,
    name: ['offeringType', 'dates', 'weekdays', 'monthDays', 'excludes', 'times', 'blockPeriod'],
  })
  const { defaultValues } = useFormState({ control })
  const shown = shownFields({ offeringType: type, times, blockPeriod })
  const past = type === 'custom' ? newPastDates(dates, todayApiDate(), defaultValues?.dates) : []
  return (
    <EditorSection title={t('offerings.schedule.title')} description={t('offerings.schedule.description')}>
      {type === 'custom' && <FormDateChips name="dates" label={t('offerings.schedule.dates')} />}
      {past.length > 0 && (
        <EditorWarning testId="past-dates" title={t('offerings.schedule.pastDatesWarning', { dates: past.map(formatDate).join(', ') })} />
      )}
      {type === 'weekly' && <FormWeekdays name="weekdays" label={t('offerings.schedule.weekdays')} />}
      {type === 'monthly' && <FormMonthDays name="monthDays" label={t('offerings.schedule.monthDays')} />}
      {shown.repeatUnit && (
        <>
          <FormDateChips name="excludes" label={t('offerings.schedule.excludes')} helper={t('offerings.schedule.excludesHelper')} />
          <Box maxW="xs">
            <NumberField
              name="repeatUnit"
              label={t('offerings.schedule.repeatEvery')}
              helper={type === 'weekly' ? t('offerings.schedule.weeks') : type === 'monthly' ? t('offerings.schedule.months') : undefined}
              inputMode="numeric"
            />
          </Box>
        </>
      )}
      <SchedulePreview input={{ offeringType: type, dates, weekdays, monthDays, excludes }} />
    </EditorSection>
  )
}
