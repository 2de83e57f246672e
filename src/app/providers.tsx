import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SessionProvider } from '@/session/context'
import type { Session } from '@/session/session'
import { tokens } from '@/shared/api/tokens'
import { Toaster } from '@/shared/ui/toaster'
import type { AppRouter } from './router'
import { system } from './theme'

/** When a token refresh fails the session is over: clear it and land on /login, coming back after. */
function useSessionExpiry(session: Session, router: AppRouter) {
  useEffect(
    () =>
      tokens.onExpired(() => {
        const here = router.state.location.href
        void session.end(() => router.navigate({ to: '/login', search: { redirect: here.startsWith('/login') ? undefined : here } }))
      }),
    [session, router],
  )
}

export function App({ queryClient, session, router }: { queryClient: QueryClient; session: Session; router: AppRouter }) {
  useSessionExpiry(session, router)
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>
  )
}
