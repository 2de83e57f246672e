import { createFileRoute } from '@tanstack/react-router'
import { StaffDashboardPage } from '@/features/staff/components/staff-dashboard-page'
import { LocationView } from '@/features/temple/components/location-view'
import { positiveIdParam } from '@/shared/lib/search-params'

/** `?temple=ID` opens that temple's dialog (a bad value is dropped, see src/shared/lib/search-params.ts). */
function validateSearch(search: Record<string, unknown>): { temple?: number | undefined } {
  return { temple: positiveIdParam(search.temple) }
}

export const Route = createFileRoute('/_app/staff/dashboard')({
  validateSearch,
  component: StaffDashboard,
})

/** The staff area and the temple area meet here: the dialog's map comes from the temple area. */
function StaffDashboard() {
  const { temple } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StaffDashboardPage
      templeId={temple ?? null}
      // The dialog opens over the page, which keeps its place behind it and after it (a row far down
      // the approvals stays where it was); the router would scroll to the top on each change of search.
      onOpenTemple={(id) => void navigate({ search: { temple: id }, resetScroll: false })}
      onCloseTemple={() => void navigate({ search: {}, replace: true, resetScroll: false })}
      renderLocation={(location) => <LocationView location={location} />}
    />
  )
}
