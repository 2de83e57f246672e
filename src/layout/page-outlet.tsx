import { Box } from '@chakra-ui/react'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { fromSearch, type RouteTransition } from './settings/model'
import { settingsStore } from './settings/store'

const KEYFRAMES: Record<Exclude<RouteTransition, 'none'>, string> = {
  fade: 'fade-in',
  'slide-up': 'slide-from-bottom, fade-in',
  'slide-down': 'slide-from-top, fade-in',
  'slide-left': 'slide-from-right, fade-in',
  'slide-right': 'slide-from-left, fade-in',
}

/** The page, animated in on each new path when a route transition is chosen (300 ms; off with reduced motion). */
export function Page({ transition }: { transition: RouteTransition }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (transition === 'none') return <Outlet />
  return (
    <Box
      key={pathname}
      data-route-transition={transition}
      animationName={KEYFRAMES[transition]}
      animationDuration="300ms"
      animationTimingFunction="ease-out"
    >
      <Outlet />
    </Box>
  )
}

/**
 * What the shell does when the address changes, in a component of its own: the shell itself does
 * not re-render on a navigation (only the sidebar's active link and the page do). Reading the
 * location as one object re-rendered the whole shell on every change of the router's state, six
 * times per sidebar click.
 */
export function NavigationEffects({ setDrawerOpen }: { setDrawerOpen: (open: boolean) => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  // The navigation drawer closes once its link has been followed.
  useEffect(() => setDrawerOpen(false), [pathname, setDrawerOpen])
  // `?layout=&mode=&style=` on any signed-in page sets (and keeps) those settings.
  useEffect(() => {
    const asked = fromSearch(searchStr)
    if (Object.keys(asked).length > 0) settingsStore.update(asked)
  }, [searchStr])
  return null
}
