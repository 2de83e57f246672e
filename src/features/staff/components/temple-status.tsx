import { Badge } from '@chakra-ui/react'
import { useT } from '@/shared/i18n'
import type { StaffTemple } from '../schemas'

/** Pending registration, active or inactive. */
export function TempleStatusBadge({ temple }: { temple: Pick<StaffTemple, 'isActive' | 'approvalStatus'> }) {
  const t = useT()
  if (temple.approvalStatus === 'pending') return <Badge colorPalette="orange">{t('staff.status.pending')}</Badge>
  return temple.isActive ? (
    <Badge colorPalette="green">{t('staff.status.active')}</Badge>
  ) : (
    <Badge colorPalette="gray">{t('staff.status.inactive')}</Badge>
  )
}
