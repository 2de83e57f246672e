import { createFileRoute } from '@tanstack/react-router'
import { LogoutPage } from '@/layout/logout-page'

/**
 * Logout is a navigation: an unsaved form asks first (Stay keeps it), and the signed-in screens
 * are gone before the session is cleared. Never linked with <Link>, so nothing preloads it.
 */
export const Route = createFileRoute('/logout')({
  component: LogoutPage,
})
