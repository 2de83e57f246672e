/** How a receipt's values read: its time, status, channel, and a labelled value of a detail view. */
import { Badge, Box, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useT } from '@/shared/i18n'
import { formatTime } from '@/shared/lib/dates'
import { ORDER_CHANNEL_LABELS, ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderChannel, type OrderStatus } from '../types'

/** A time of day ('06:30 AM'), isolated left to right: in a right-to-left page AM/PM would come first. */
export function TimeText({ time }: { time: string | null | undefined }) {
  return (
    <Text as="bdi" dir="ltr" whiteSpace="nowrap">
      {formatTime(time)}
    </Text>
  )
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT()
  return (
    <Badge colorPalette={ORDER_STATUS_COLORS[status]} variant="subtle" data-testid="order-status">
      {status in ORDER_STATUS_LABELS ? t(ORDER_STATUS_LABELS[status]) : status}
    </Badge>
  )
}

/** A receipt's channel in the active language (an unknown one as the server sent it). */
export function ChannelText({ channel }: { channel: OrderChannel }) {
  const t = useT()
  return <>{channel in ORDER_CHANNEL_LABELS ? t(ORDER_CHANNEL_LABELS[channel]) : channel}</>
}

/** A label and its value in a detail view. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Stack>
  )
}
