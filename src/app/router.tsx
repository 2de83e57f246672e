import type { QueryClient } from '@tanstack/react-query'
import { createRouter, Navigate, type RouterHistory } from '@tanstack/react-router'
import type { Session } from '@/session/session'
import { ErrorFallback } from '@/shared/ui/error-fallback'
import { PageLoader } from '@/shared/ui/loaders'
import { routeTree } from '../routeTree.gen'

function NotFoundRedirect() {
  return <Navigate to="/404" replace />
}

export function createAppRouter(queryClient: QueryClient, session: Session, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session },
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PageLoader />,
    defaultPendingMs: 300,
    defaultErrorComponent: ({ error }) => <ErrorFallback error={error} />,
    defaultNotFoundComponent: NotFoundRedirect,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
