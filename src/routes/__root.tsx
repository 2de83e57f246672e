import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/session/guards'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
})
