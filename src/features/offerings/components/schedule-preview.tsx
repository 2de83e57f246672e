import { Box, Tag, Text, Wrap } from '@chakra-ui/react'
import { useT } from '@/shared/i18n'
import { formatDate, todayApiDate } from '@/shared/lib/dates'
import { nextAvailableDates, type ScheduleInput } from '../schedule/next-dates'

const COUNT = 6

/** The next dates the offering will be available on, from what the form holds now. */
export function SchedulePreview({ input, today = todayApiDate() }: { input: ScheduleInput; today?: string }) {
  const t = useT()
  const dates = nextAvailableDates(input, today, COUNT)
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" role="region" aria-label={t('offerings.preview.label')}>
      <Text fontSize="sm" fontWeight="medium" mb="2">
        {t('offerings.preview.title')}
      </Text>
      {dates.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {input.offeringType === 'custom'
            ? t('offerings.preview.noDates')
            : input.offeringType === 'weekly'
              ? t('offerings.preview.noWeekdays')
              : input.offeringType === 'monthly'
                ? t('offerings.preview.noMonthDays')
                : t('offerings.preview.noneThisYear')}
        </Text>
      ) : (
        <Wrap gap="2">
          {dates.map((date) => (
            <Tag.Root key={date} size="md" variant="subtle" colorPalette="brand">
              <Tag.Label>{formatDate(date)}</Tag.Label>
            </Tag.Root>
          ))}
        </Wrap>
      )}
    </Box>
  )
}
