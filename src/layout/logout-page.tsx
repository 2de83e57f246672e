import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useSession } from '@/session/context'
import { PageLoader } from '@/shared/ui/loaders'

/** Tells the server, clears the session (and any drafts), then shows the login screen. */
export function LogoutPage() {
  const session = useSession()
  const navigate = useNavigate()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void session.logout(() => navigate({ to: '/login', search: {}, replace: true }))
  }, [session, navigate])
  return <PageLoader />
}
