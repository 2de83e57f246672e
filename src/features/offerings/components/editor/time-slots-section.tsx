import { Box, Button, Grid, IconButton, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { LuPlus, LuTrash2 } from 'react-icons/lu'
import { NumberField, TimeField } from '@/shared/forms/fields'
import { msg, useT } from '@/shared/i18n'
import { formatTime } from '@/shared/lib/dates'
import { emptyTimeSlot } from '../../form/defaults'
import { overlappingSlots } from '../../form/rules'
import type { TimeSlotValues } from '../../schemas'
import { SelectControl } from './controls'
import { useEditorForm } from './form'
import { EditorSection } from './section'
import { EditorWarning } from './warning'

const BLOCK_FROM = [
  { value: 'from_time', label: msg('offerings.times.fromTime') },
  { value: 'to_time', label: msg('offerings.times.toTime') },
] as const

/** "06:00 AM–07:00 AM", or the start alone for a slot without an end. */
function slotTimes(slot: TimeSlotValues): string {
  return slot.toTime ? `${formatTime(slot.fromTime)}–${formatTime(slot.toTime)}` : formatTime(slot.fromTime)
}

export function TimeSlotsSection() {
  const t = useT()
  const { control } = useEditorForm()
  const blockFrom = useMemo(() => BLOCK_FROM.map((o) => ({ value: o.value, label: t(o.label) })), [t])
  const { fields, append, remove } = useFieldArray({ control, name: 'times', keyName: 'key' })
  const times = useWatch({ control, name: 'times' })
  const overlaps = overlappingSlots(times).map(([first, second]) =>
    t('offerings.times.overlapPair', {
      first: first + 1,
      second: second + 1,
      firstTimes: slotTimes(times[first]!),
      secondTimes: slotTimes(times[second]!),
    }),
  )
  return (
    <EditorSection title={t('offerings.times.title')} description={t('offerings.times.description')}>
      {fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('offerings.times.none')}
        </Text>
      )}
      {fields.map((slot, index) => (
        <Grid
          key={slot.key}
          templateColumns={{ base: '1fr 1fr', md: '1fr 1fr 1fr 1.3fr auto' }}
          gap="3"
          alignItems="start"
          role="group"
          aria-label={t('offerings.times.rowLabel', { number: index + 1 })}
        >
          <TimeField name={`times.${index}.fromTime`} label={t('offerings.times.fromTime')} required />
          <TimeField name={`times.${index}.toTime`} label={t('offerings.times.toTime')} />
          <NumberField
            name={`times.${index}.maxLimit`}
            label={t('offerings.times.maxLimit')}
            inputMode="numeric"
            placeholder={t('offerings.limit.none')}
          />
          <SelectControl name={`times.${index}.blockCalcChooser`} label={t('offerings.times.blockFrom')} options={blockFrom} />
          <IconButton
            mt={{ md: '7' }}
            variant="ghost"
            colorPalette="red"
            aria-label={t('offerings.times.remove', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <LuTrash2 />
          </IconButton>
        </Grid>
      ))}
      {overlaps.length > 0 && <EditorWarning testId="slots-overlap" title={t('offerings.times.overlapWarning')} items={overlaps} />}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(emptyTimeSlot())}>
          <LuPlus /> {t('offerings.times.add')}
        </Button>
      </Box>
    </EditorSection>
  )
}
