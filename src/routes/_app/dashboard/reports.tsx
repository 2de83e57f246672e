import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ReportPage } from '@/features/orders/components/report-page'
import { validateReportSearch } from '@/features/orders/search'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { useOrderFilterOptions } from './offering-orders/-options'

export const Route = createFileRoute('/_app/dashboard/reports')({
  validateSearch: validateReportSearch,
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'reports'),
  component: ReportsRoute,
})

function ReportsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const options = useOrderFilterOptions(useTempleId())
  return (
    <ReportPage
      key={JSON.stringify({ ...search, duration: undefined })}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      {...options}
    />
  )
}
