import { createFileRoute } from '@tanstack/react-router'
import { StaticStatusPage } from '@/layout/status-page'

export const Route = createFileRoute('/_static/403')({
  component: () => <StaticStatusPage page="403" />,
})
