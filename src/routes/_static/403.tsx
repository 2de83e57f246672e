import { createFileRoute } from '@tanstack/react-router'
import { StatusPage } from '@/layout/status-page'

export const Route = createFileRoute('/_static/403')({
  component: () => <StatusPage code="403" title="Access denied" message="You don't have enough permissions to view this page" />,
})
