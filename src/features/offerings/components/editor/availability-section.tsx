import { Flex, Grid, Text } from '@chakra-ui/react'
import { useWatch } from 'react-hook-form'
import { channelRules, channelsAfterToggle } from '../../rules'
import { BoolControl } from './controls'
import { useEditorForm } from './form'
import { EditorSection } from './section'

/** The two channels (at least one on) and the switches that depend on them. */
export function AvailabilitySection() {
  const { control, errors, getValues, setValue, trigger } = useEditorForm()
  const [online, offline] = useWatch({ control, name: ['availableOnline', 'availableOffline'] })
  const allowed = channelRules({ availableOnline: online, availableOffline: offline })

  const toggle = (channel: 'availableOnline' | 'availableOffline', on: boolean) => {
    const next = channelsAfterToggle(getValues(), channel, on)
    const opts = { shouldDirty: true, shouldValidate: true } as const
    setValue(channel, on, opts)
    setValue('canChangePrice', next.canChangePrice, opts)
    setValue('useClosingTime', next.useClosingTime, opts)
    void trigger(['availableOnline', 'availableOffline'])
  }

  return (
    <EditorSection title="Availability">
      <Flex gap="6" wrap="wrap">
        <BoolControl name="availableOnline" label="Available App/Web" variant="switch" onToggle={(on) => toggle('availableOnline', on)} />
        <BoolControl
          name="availableOffline"
          label="Available Counter/POS"
          variant="switch"
          onToggle={(on) => toggle('availableOffline', on)}
        />
      </Flex>
      {errors.availableOnline?.message && (
        <Text color="red.fg" fontSize="sm" role="alert">
          {errors.availableOnline.message}
        </Text>
      )}
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        <BoolControl
          name="canChangePrice"
          label="Counter can change the price"
          disabled={!allowed.canChangePrice}
          helper={allowed.canChangePrice ? undefined : 'Only for offerings sold at the counter.'}
        />
        <BoolControl
          name="useClosingTime"
          label="Block the date field at the temple's closing time"
          disabled={!allowed.useClosingTime}
          helper={allowed.useClosingTime ? undefined : 'Selectable only when the offering is counter-only.'}
        />
        <BoolControl name="isRecommended" label="Recommended" />
        <BoolControl name="isCourierAvailable" label="Courier available (prasadam by post)" />
      </Grid>
    </EditorSection>
  )
}
