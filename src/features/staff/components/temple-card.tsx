import { Box, Flex, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useT } from '@/shared/i18n'
import { safeHttpUrl } from '@/shared/lib/safe-url'
import { formatTimestampDate, type StaffTemple } from '../schemas'
import { TempleStatusBadge } from './temple-status'

/** Server image urls are shown only when http(s) (or an uploaded png/jpeg data url). */
function imageSrc(value: string | null): string | null {
  if (value && /^data:image\/(png|jpe?g);base64,/.test(value)) return value
  return safeHttpUrl(value)?.href ?? null
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex gap="3" fontSize="sm">
      <Text color="fg.muted" minW="24">
        {label}
      </Text>
      <Box>{children}</Box>
    </Flex>
  )
}

/** Name, images (small display image, medium cover), address, phone, state and created date. */
export function TempleCard({ temple }: { temple: StaffTemple }) {
  const t = useT()
  const small = imageSrc(temple.displayImg)
  const medium = imageSrc(temple.coverImg)
  const address = temple.address
  return (
    <Stack gap="4" data-testid="temple-card">
      <Flex gap="3" align="center">
        {small ? (
          <Image src={small} alt={t('staff.templeCard.imageAlt', { name: temple.name })} boxSize="16" objectFit="cover" borderRadius="md" />
        ) : (
          <Box boxSize="16" borderRadius="md" bg="bg.muted" aria-hidden />
        )}
        <Stack gap="1" align="flex-start">
          <Text fontWeight="semibold" fontSize="lg">
            {temple.name}
          </Text>
          <TempleStatusBadge temple={temple} />
        </Stack>
      </Flex>
      {medium && (
        <Image
          src={medium}
          alt={t('staff.templeCard.coverAlt', { name: temple.name })}
          w="full"
          maxW="md"
          h="40"
          objectFit="cover"
          borderRadius="md"
        />
      )}
      <SimpleGrid gap="2">
        <Row label={t('staff.templeCard.address')}>
          {[address.address_line_1, address.address_line_2, address.city, address.district, address.state, address.pincode]
            .filter(Boolean)
            .join(', ')}
        </Row>
        <Row label={t('staff.templeCard.phone')}>
          <bdi dir="ltr">{temple.phone}</bdi>
        </Row>
        <Row label={t('staff.templeCard.email')}>{temple.email}</Row>
        <Row label={t('staff.templeCard.active')}>{temple.isActive ? t('staff.templeCard.yes') : t('staff.templeCard.no')}</Row>
        <Row label={t('staff.templeCard.created')}>{formatTimestampDate(temple.createdAt)}</Row>
      </SimpleGrid>
    </Stack>
  )
}
