import { Flex, Grid, Text } from '@chakra-ui/react'
import { useWatch } from 'react-hook-form'
import { useT } from '@/shared/i18n'
import { channelRules, channelsAfterToggle } from '../../form/rules'
import { BoolControl } from './controls'
import { useEditorForm } from './form'
import { EditorSection } from './section'

/** The two channels (at least one on) and the switches that depend on them. */
export function AvailabilitySection() {
  const t = useT()
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
    <EditorSection title={t('offerings.availability.title')}>
      <Flex gap="6" wrap="wrap">
        <BoolControl
          name="availableOnline"
          label={t('offerings.availability.online')}
          variant="switch"
          onToggle={(on) => toggle('availableOnline', on)}
        />
        <BoolControl
          name="availableOffline"
          label={t('offerings.availability.offline')}
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
          label={t('offerings.availability.canChangePrice')}
          disabled={!allowed.canChangePrice}
          helper={allowed.canChangePrice ? undefined : t('offerings.availability.canChangePriceHelper')}
        />
        <BoolControl
          name="useClosingTime"
          label={t('offerings.availability.useClosingTime')}
          disabled={!allowed.useClosingTime}
          helper={allowed.useClosingTime ? undefined : t('offerings.availability.useClosingTimeHelper')}
        />
        <BoolControl name="isRecommended" label={t('offerings.availability.recommended')} />
        <BoolControl name="isCourierAvailable" label={t('offerings.availability.courier')} />
      </Grid>
    </EditorSection>
  )
}
