import { useQuery } from '@tanstack/react-query'
import { offeringOptionsQuery } from '@/features/offerings/queries'
import type { Option } from '@/features/offerings/types'
import { useCan } from '@/session/context'

import { useCategoryOptions, useDeityOptions } from '../offerings/-options'

/** The temple's offerings as filter options (none when the user may not view offerings). */
export function useOfferingOptions(templeId: number): Option[] {
  const can = useCan()
  return useQuery({ ...offeringOptionsQuery(templeId), retry: false, enabled: can('view', 'offerings') }).data ?? []
}

/** The deity, category and offering filter options of the receipt and report pages. */
export function useOrderFilterOptions(templeId: number): { deityOptions: Option[]; categoryOptions: Option[]; offeringOptions: Option[] } {
  return {
    deityOptions: useDeityOptions(templeId),
    categoryOptions: useCategoryOptions(templeId),
    offeringOptions: useOfferingOptions(templeId),
  }
}
