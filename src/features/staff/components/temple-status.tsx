import { Badge } from '@chakra-ui/react'
import type { StaffTemple } from '../schemas'

/** Pending registration, active or inactive. */
export function TempleStatusBadge({ temple }: { temple: Pick<StaffTemple, 'isActive' | 'approvalStatus'> }) {
  if (temple.approvalStatus === 'pending') return <Badge colorPalette="orange">Pending</Badge>
  return temple.isActive ? <Badge colorPalette="green">Active</Badge> : <Badge colorPalette="gray">Inactive</Badge>
}
