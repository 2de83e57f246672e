import { createFileRoute } from '@tanstack/react-router'
import { StaticStatusPage } from '@/layout/status-page'

export const Route = createFileRoute('/_static/500')({
  component: () => <StaticStatusPage page="500" />,
})
