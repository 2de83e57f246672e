import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router'
import { routeMessages } from './-areas'

type DevSearch = { tab?: 'api' | 'requests' | 'data' | 'faults' | undefined }

// Mocked mode only: `npm run build` compiles the panel away and /dev is the 404 page there.
export const Route = createFileRoute('/dev')({
  validateSearch: (search: Record<string, unknown>): DevSearch =>
    search.tab === 'api' || search.tab === 'requests' || search.tab === 'data' || search.tab === 'faults'
      ? { tab: search.tab }
      : { tab: undefined },
  beforeLoad: async () => {
    if (!__MOCKED__) throw notFound()
    await routeMessages('/dev')
  },
  component: __MOCKED__ ? lazyRouteComponent(() => import('@/features/dev-tools/components/dev-route')) : () => null,
})
