import { createFileRoute } from '@tanstack/react-router'
import { StaffDashboardPage } from '@/features/staff/components/staff-dashboard-page'
import { LocationView } from '@/features/temple/components/location-view'

/** `?temple=ID` opens that temple's dialog (a bad value is ignored). */
function validateSearch(search: Record<string, unknown>): { temple?: number } {
  const id = Number(search.temple)
  return Number.isInteger(id) && id > 0 ? { temple: id } : {}
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
