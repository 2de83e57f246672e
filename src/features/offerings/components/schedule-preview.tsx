import { Box, Tag, Text, Wrap } from '@chakra-ui/react'
import { formatDate, todayApiDate } from '@/shared/lib/dates'
import { nextAvailableDates, type ScheduleInput } from '../schedule'

const COUNT = 6

/** The next dates the offering will be available on, from what the form holds now. */
export function SchedulePreview({ input, today = todayApiDate() }: { input: ScheduleInput; today?: string }) {
  const dates = nextAvailableDates(input, today, COUNT)
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" role="region" aria-label="Schedule preview">
      <Text fontSize="sm" fontWeight="medium" mb="2">
        Next available dates
      </Text>
      {dates.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {input.offeringType === 'custom'
            ? 'No upcoming dates: add dates to make the offering bookable.'
            : input.offeringType === 'weekly'
              ? 'No days chosen: pick the days of the week.'
              : input.offeringType === 'monthly'
                ? 'No days chosen: pick the days of the month.'
                : 'Not available in the coming year.'}
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
