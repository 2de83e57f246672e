import { Box, Button, Grid, IconButton, Text } from '@chakra-ui/react'
import { useFieldArray } from 'react-hook-form'
import { LuPlus, LuTrash2 } from 'react-icons/lu'
import { NumberField, TimeField } from '@/shared/forms/fields'
import { emptyTimeSlot } from '../../defaults'
import { SelectControl } from './controls'
import { useEditorForm } from './form'
import { EditorSection } from './section'

const BLOCK_FROM = [
  { value: 'from_time', label: 'From time' },
  { value: 'to_time', label: 'To time' },
] as const

export function TimeSlotsSection() {
  const { control } = useEditorForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'times', keyName: 'key' })
  return (
    <EditorSection
      title="Time slots"
      description="Bookable time ranges. With time slots the per-day limit does not apply: each slot has its own max limit."
    >
      {fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No time slots: the offering can be booked any time of the day.
        </Text>
      )}
      {fields.map((slot, index) => (
        <Grid
          key={slot.key}
          templateColumns={{ base: '1fr 1fr', md: '1fr 1fr 1fr 1.3fr auto' }}
          gap="3"
          alignItems="start"
          role="group"
          aria-label={`Time slot ${index + 1}`}
        >
          <TimeField name={`times.${index}.fromTime`} label="From time" required />
          <TimeField name={`times.${index}.toTime`} label="To time" />
          <NumberField name={`times.${index}.maxLimit`} label="Max limit" inputMode="numeric" placeholder="No limit" />
          <SelectControl name={`times.${index}.blockCalcChooser`} label="Block calculated from" options={BLOCK_FROM} />
          <IconButton
            mt={{ md: '7' }}
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove time slot ${index + 1}`}
            onClick={() => remove(index)}
          >
            <LuTrash2 />
          </IconButton>
        </Grid>
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(emptyTimeSlot())}>
          <LuPlus /> Add time slot
        </Button>
      </Box>
    </EditorSection>
  )
}
