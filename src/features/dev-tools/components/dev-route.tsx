import { getRouteApi } from '@tanstack/react-router'
import { DevPage } from './dev-page'

const route = getRouteApi('/dev')

/** /dev: the tab lives in the URL (`?tab=faults`). */
export default function DevRoute() {
  const { tab = 'api' } = route.useSearch()
  const navigate = route.useNavigate()
  return <DevPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />
}
