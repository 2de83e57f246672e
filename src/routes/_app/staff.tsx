import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireStaff } from '@/session/guards'

export const Route = createFileRoute('/_app/staff')({
  beforeLoad: ({ context }) => requireStaff(context),
  component: Outlet,
})
