import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireRole } from '@/session/guards'

export const Route = createFileRoute('/_app/staff')({
  beforeLoad: ({ context }) => requireRole(context, ['staff']),
  component: Outlet,
})
