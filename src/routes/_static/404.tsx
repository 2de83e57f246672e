import { createFileRoute } from '@tanstack/react-router'
import { StatusPage } from '@/layout/status-page'

export const Route = createFileRoute('/_static/404')({
  component: () => <StatusPage code="404" title="Page not found" message="We can't find the page that you are looking for." />,
})
