import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ReportPage } from '@/features/orders/components/report-page'
import { validateReportSearch } from '@/features/orders/search'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { useCategoryOptions, useDeityOptions, useOfferingOptions } from './offering-orders/-options'

export const Route = createFileRoute('/_app/dashboard/reports')({
  validateSearch: validateReportSearch,
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'reports'),
  component: ReportsRoute,
})

function ReportsRoute() {
  const templeId = useTempleId()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const deityOptions = useDeityOptions(templeId)
  const categoryOptions = useCategoryOptions(templeId)
  const offeringOptions = useOfferingOptions(templeId)
  return (
    <ReportPage
      key={JSON.stringify({ ...search, duration: undefined })}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      deityOptions={deityOptions}
      categoryOptions={categoryOptions}
      offeringOptions={offeringOptions}
    />
  )
}
