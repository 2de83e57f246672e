import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useSyncExternalStore, type ReactNode } from 'react'
import { SessionProvider } from '@/session/context'
import type { Session } from '@/session/session'
import { tokens } from '@/shared/api/tokens'
import { t, useLocale } from '@/shared/i18n'
import { OfflineNotice } from '@/shared/ui/offline-notice'
import { notify, Toaster } from '@/shared/ui/toaster'
import type { AppRouter } from './router'
import { appSystem } from './theme'

/**
 * The session ends without the user asking when a refresh is refused, or when another tab signs
 * out or signs in as someone else: dirty forms are kept as drafts and the tab lands on /login
 * (coming back here after). A refresh that cannot reach the server keeps the session and says so.
 * main.tsx subscribes before the router's first load (whose guards and loaders may already meet a
 * refused token: decision 141); tests/render.tsx before it renders the app.
 */
export function watchSessionEnd(session: Session, router: AppRouter): () => void {
  const leave = () => {
    const here = router.state.location.href
    return router.navigate({ to: '/login', search: { redirect: here.startsWith('/login') ? undefined : here }, ignoreBlocker: true })
  }
  const stops = [
    tokens.onExpired(() => void session.expire('refused', leave)),
    tokens.onOtherTab((next) => {
      if (session.endedByOtherTab(next)) void session.expire('other-tab', leave)
    }),
    tokens.onUnreachable(() => notify.error(t('session.unreachable.title'), t('session.unreachable.description'))),
  ]
  return () => stops.forEach((stop) => stop())
}

const documentDir = () => (globalThis.document?.documentElement.dir === 'rtl' ? 'rtl' : 'ltr')
const onDocumentDir = (change: () => void) => {
  const observer = new MutationObserver(change)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] })
  return () => observer.disconnect()
}

/**
 * Chakra's components (dialogs, drawers, menus in portals) take their direction from a locale, not
 * from the page: they get the interface language, and while the document is right to left (Arabic,
 * or the RTL switch in any language) a locale in Arabic script, whose direction is RTL.
 */
function DirectionalLocale({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const dir = useSyncExternalStore(onDocumentDir, documentDir, () => 'ltr')
  return <LocaleProvider locale={dir === 'rtl' && locale !== 'ar' ? `${locale}-Arab` : locale}>{children}</LocaleProvider>
}

/** The app's providers and router. The caller subscribes `watchSessionEnd` first (main.tsx, tests/render.tsx). */
export function App({ queryClient, session, router }: { queryClient: QueryClient; session: Session; router: AppRouter }) {
  return (
    <ChakraProvider value={appSystem()}>
      <DirectionalLocale>
        <QueryClientProvider client={queryClient}>
          <SessionProvider session={session}>
            <RouterProvider router={router} />
            <OfflineNotice />
            <Toaster />
          </SessionProvider>
        </QueryClientProvider>
      </DirectionalLocale>
    </ChakraProvider>
  )
}
