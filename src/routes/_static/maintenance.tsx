import { createFileRoute } from '@tanstack/react-router'
import { StaticStatusPage } from '@/layout/status-page'

export const Route = createFileRoute('/_static/maintenance')({
  component: () => <StaticStatusPage page="maintenance" />,
})
